#!/usr/bin/env node
// The API's import graph, read by dpdm (type imports included), checked three ways; exits 1 on any failure:
// 1. no import cycle between files of apps/api/src;
// 2. no cycle between areas (apps/api/src/features/<area>) through their services, repositories, helpers and
//    routes. An area's routes may call another area's service, but not one of an area that depends on it back:
//    the cart prices programme lines, so the programmes' routes do not import the cart. Plugins do not count:
//    a plugin is where an area's routes are registered and wired to what they compose from other areas, like
//    app.ts (the staff plugin mounts the two desks, which use the staff policy; the programmes' plugin hands the
//    cart's added_to_cart read to the programmes' routes). Tests and fixtures set up data and do not count,
//    nor does an import of another area's views (*.views.ts, docs/decisions/041): a views file imports no file
//    of any area (checked here), so it carries no dependency on the area's code;
// 3. an area's files (tests and fixtures aside) import only the db/schema files their area owns
//    (apps/api/src/db/table-owners.mjs). FOREIGN_TABLE_READERS there lists the files that still read another
//    area's tables: a file that is not listed fails, and so does a listed file that no longer needs to be.
// Run: npm run cycles
import { relative, join } from 'node:path';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { FOREIGN_TABLE_READERS, TABLE_OWNERS } from '../apps/api/src/db/table-owners.mjs';

const root = join(import.meta.dirname, '..');
const api = 'apps/api/src';
const tree = await parseDependencyTree(`${api}/**/*.ts`, {
  context: root,
  transform: false, // keep `import type`: a cycle through types is still a cycle
  tsconfig: join(root, 'apps/api/tsconfig.json'),
});
const rel = (p) => relative(root, join(root, p)).replace(/\\/g, '/');
const edges = Object.entries(tree).flatMap(([from, deps]) =>
  (deps ?? []).filter((d) => d.id).map((d) => ({ from: rel(from), to: rel(d.id) })),
);
let failed = false;
const fail = (title, lines) => {
  failed = true;
  console.error(`\n✗ ${title}`);
  for (const l of lines) console.error(`  ${l}`);
};

// 1. Files.
const circulars = parseCircular(tree);
if (circulars.length)
  fail(`${circulars.length} import cycle(s) between files:`, prettyCircular(circulars, '').split('\n'));
else console.log('✓ no import cycle between the files of apps/api/src');

// 2. Areas.
const areaOf = (p) => /^apps\/api\/src\/features\/([^/]+)\//.exec(p)?.[1];
const isTest = (p) => /(\.test|-fixtures|-test-utils)\.ts$/.test(p);
const isPlugin = (p) => /\.plugin\.ts$/.test(p);
const isViews = (p) => /\.views\.ts$/.test(p);
const areaEdges = new Map(); // area -> Map(area -> one import that makes the edge)
for (const { from, to } of edges) {
  const a = areaOf(from);
  const b = areaOf(to);
  if (!a || !b || a === b || isTest(from) || isPlugin(from) || isViews(to)) continue;
  if (!areaEdges.has(a)) areaEdges.set(a, new Map());
  if (!areaEdges.get(a).has(b)) areaEdges.get(a).set(b, `${from} → ${to}`);
}
const cycles = stronglyConnected(areaEdges).filter((c) => c.length > 1);
if (cycles.length)
  fail(
    `${cycles.length} cycle(s) between areas:`,
    cycles.flatMap((c) => [
      c.join(', '),
      ...c.flatMap((a) =>
        [...(areaEdges.get(a) ?? [])].filter(([b]) => c.includes(b)).map(([, why]) => `  ${why}`),
      ),
    ]),
  );
else console.log(`✓ no cycle between the ${new Set([...areaEdges.keys()]).size} areas that import others`);

// A views file is a leaf of the areas: it reads its own tables and imports no file of any area.
const leakyViews = edges.filter(({ from, to }) => isViews(from) && areaOf(to));
if (leakyViews.length)
  fail(
    '*.views.ts files import files of areas (a views file selects from its own tables only):',
    leakyViews.map(({ from, to }) => `${from} → ${to}`),
  );

// 3. Tables.
const ownerOf = new Map(Object.entries(TABLE_OWNERS).flatMap(([area, files]) => files.map((f) => [f, area])));
const readers = new Map(); // file -> the foreign schema files it imports
for (const { from, to } of edges) {
  const area = areaOf(from);
  const schema = /^apps\/api\/src\/db\/schema\/([^/]+)$/.exec(to)?.[1];
  if (!area || !schema || isTest(from)) continue;
  const owner = ownerOf.get(schema);
  if (owner === undefined || owner === area) continue;
  if (!readers.has(from)) readers.set(from, new Set());
  readers.get(from).add(`${schema} (${owner})`);
}
const known = new Set(FOREIGN_TABLE_READERS);
const newReaders = [...readers.keys()].filter((f) => !known.has(f)).sort();
const cured = [...known].filter((f) => !readers.has(f)).sort();
if (newReaders.length)
  fail(
    "files import another area's tables (call that area's service instead):",
    newReaders.map((f) => `${f}: ${[...readers.get(f)].join(', ')}`),
  );
if (cured.length)
  fail("files no longer import another area's tables: remove them from FOREIGN_TABLE_READERS", cured);
console.log(`  ${readers.size} file(s) still import another area's tables (FOREIGN_TABLE_READERS)`);
if (process.argv.includes('--list'))
  for (const [f, s] of [...readers].sort()) console.log(`    ${f}: ${[...s].join(', ')}`);

process.exit(failed ? 1 : 0);

/** Tarjan's strongly connected components of a graph given as Map(node -> Map(node -> _)). */
function stronglyConnected(graph) {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((m) => [...m.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out;
}
