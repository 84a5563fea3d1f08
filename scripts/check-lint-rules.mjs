#!/usr/bin/env node
// Proves that lint bites: small made-up files, placed at real paths of the tree, are linted with the repository's
// eslint.config.js. Each import rule gets one import it must refuse and imports it must let through; the
// type-aware rules get one floating promise. Exits 1 if any case does not give exactly the expected errors.
// The files imported are picked from the tree as it is now (any feature, any area), so moving code around does
// not break the check. Run: npm run lint:rules
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { TABLE_OWNERS } from '../apps/api/src/db/table-owners.mjs';

const root = join(import.meta.dirname, '..');
const BOUNDARIES = 'boundaries/dependencies';
const RESTRICTED = 'no-restricted-imports';
const FLOATING = '@typescript-eslint/no-floating-promises';

const dirs = (dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir)).filter((n) => statSync(join(root, dir, n)).isDirectory())
    : [];
function filesUnder(dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true })
    .map((n) => join(dir, String(n)))
    .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && statSync(join(root, p)).isFile())
    .sort();
}
function need(what, value) {
  if (!value) {
    console.error(`check-lint-rules: the tree has no ${what} to import; update scripts/check-lint-rules.mjs`);
    process.exit(1);
  }
  return value;
}
// The specifier a file at `from` would write to import `to` (relative, no extension).
function spec(from, to) {
  const s = relative(dirname(from), to)
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');
  return s.startsWith('.') ? s : `./${s}`;
}

// --- Pick real import targets ---------------------------------------------------------------------------------
const features = 'apps/web/src/features';
const webFeatures = dirs(features).map((name) => ({
  name,
  api: filesUnder(`${features}/${name}/api`)[0],
  testing: filesUnder(`${features}/${name}/testing`)[0],
  privateFile: filesUnder(`${features}/${name}`).find((p) => !/\/(api|testing)\//.test(p)),
}));
const target = need(
  'web feature with an api/ folder',
  webFeatures.find((f) => f.api),
);
const withTesting = need(
  'web feature with a testing/ folder',
  webFeatures.find((f) => f.testing),
);
const withPrivate = need(
  'web feature with a file outside api/ and testing/',
  webFeatures.find((f) => f.privateFile && f.name !== target.name),
);
const home = need(
  'web feature with a file outside api/ and testing/, other than those above',
  webFeatures.find(
    (f) => ![target.name, withTesting.name, withPrivate.name].includes(f.name) && f.privateFile,
  ),
);
const libFile = need('file in apps/web/src/lib', filesUnder('apps/web/src/lib')[0]);

const areas = 'apps/api/src/features';
const apiAreas = dirs(areas).filter(
  (a) =>
    existsSync(join(root, areas, a, `${a}.repository.ts`)) &&
    existsSync(join(root, areas, a, `${a}.service.ts`)),
);
need('two API areas with a repository and a service', apiAreas.length >= 2);
const [areaA, areaB] = apiAreas;
const sandboxFile = need('file in apps/api/src/sandbox', filesUnder('apps/api/src/sandbox')[0]);
const sharedFile = need(
  'packages/shared/src/money.ts',
  existsSync(join(root, 'packages/shared/src/money.ts')) && 'packages/shared/src/money.ts',
);

const workflowFile = need('workflow in apps/api/src/workflows', filesUnder('apps/api/src/workflows')[0]);
const tableFile = need('table file in apps/api/src/db/schema', filesUnder('apps/api/src/db/schema')[0]);

const ownTable = need(
  `table owned by the ${areaA} area (apps/api/src/db/table-owners.mjs)`,
  TABLE_OWNERS[areaA]?.[0] && `apps/api/src/db/schema/${TABLE_OWNERS[areaA][0]}`,
);
const foreignTable = need(
  `table owned by the ${areaB} area (apps/api/src/db/table-owners.mjs)`,
  TABLE_OWNERS[areaB]?.[0] && `apps/api/src/db/schema/${TABLE_OWNERS[areaB][0]}`,
);
const tableless = need(
  'file of apps/api/src/db/schema that no area owns',
  filesUnder('apps/api/src/db/schema').find(
    (p) => !Object.values(TABLE_OWNERS).flat().includes(p.split('/').pop()),
  ),
);
const foreignViews = need(
  `*.views.ts of an area other than ${areaA}`,
  dirs(areas)
    .filter((a) => a !== areaA)
    .flatMap((a) => filesUnder(`${areas}/${a}`).filter((p) => p.endsWith('.views.ts')))[0],
);

// --- The cases: [title, file the snippet pretends to be, imported file or package, expected rule or null] -------
const webProbe = `${features}/${home.name}/routes/lint-probe.tsx`;
const webTestProbe = `${features}/${home.name}/routes/lint-probe.test.tsx`;
const apiProbe = `${areas}/${areaA}/lint-probe.ts`;
const repositoryProbe = `${areas}/${areaA}/lint-probe.repository.ts`;
const workflowProbe = 'apps/api/src/workflows/lint-probe.ts';
const imports = [
  ['web feature -> another feature outside api/', webProbe, withPrivate.privateFile, BOUNDARIES],
  ['web feature -> another feature, non-test -> its testing/', webProbe, withTesting.testing, BOUNDARIES],
  ['web feature -> another feature api/ (allowed)', webProbe, target.api, null],
  ['web feature -> its own private files (allowed)', webProbe, home.privateFile, null],
  ['web test -> another feature testing/ (allowed)', webTestProbe, withTesting.testing, null],
  ['web components/ -> a feature', 'apps/web/src/components/lint-probe.tsx', target.api, BOUNDARIES],
  ['web lib/ -> a feature', 'apps/web/src/lib/lint-probe.ts', target.api, BOUNDARIES],
  ['web components/ -> lib/ (allowed)', 'apps/web/src/components/lint-probe.tsx', libFile, null],
  ['shared -> apps/ (relative path)', 'packages/shared/src/lint-probe.ts', 'apps/api/src/app.ts', BOUNDARIES],
  [
    'shared -> @oxstrength/web package',
    'packages/shared/src/lint-probe.ts',
    '@oxstrength/web/src/main',
    RESTRICTED,
  ],
  ['shared -> shared (allowed)', 'packages/shared/src/lint-probe.ts', sharedFile, null],
  ["API area -> another area's repository", apiProbe, `${areas}/${areaB}/${areaB}.repository.ts`, BOUNDARIES],
  ["API area -> another area's service (allowed)", apiProbe, `${areas}/${areaB}/${areaB}.service.ts`, null],
  ['API area -> its own repository (allowed)', apiProbe, `${areas}/${areaA}/${areaA}.repository.ts`, null],
  [
    "API test -> another area's repository (allowed)",
    `${areas}/${areaA}/lint-probe.test.ts`,
    `${areas}/${areaB}/${areaB}.repository.ts`,
    null,
  ],
  ["API repository -> another area's table", repositoryProbe, foreignTable, BOUNDARIES],
  ["API area service -> another area's table", apiProbe, foreignTable, BOUNDARIES],
  ['API repository -> its own table (allowed)', repositoryProbe, ownTable, null],
  ['API repository -> a db/schema file with no table (allowed)', repositoryProbe, tableless, null],
  ["API repository -> another area's views (allowed)", repositoryProbe, foreignViews, null],
  ["API routes -> another area's views", `${areas}/${areaA}/lint-probe.routes.ts`, foreignViews, BOUNDARIES],
  ["API test -> another area's table (allowed)", `${areas}/${areaA}/lint-probe.test.ts`, foreignTable, null],
  ['API area service -> a workflow', apiProbe, workflowFile, BOUNDARIES],
  ['API area routes -> a workflow (allowed)', `${areas}/${areaA}/lint-probe.routes.ts`, workflowFile, null],
  ['workflow -> an area repository', workflowProbe, `${areas}/${areaB}/${areaB}.repository.ts`, BOUNDARIES],
  ['workflow -> a table in db/schema', workflowProbe, tableFile, BOUNDARIES],
  ["workflow -> an area's service (allowed)", workflowProbe, `${areas}/${areaB}/${areaB}.service.ts`, null],
  ['API area -> sandbox/', apiProbe, sandboxFile, RESTRICTED],
  ['app.ts -> sandbox/ (allowed)', 'apps/api/src/app.ts', sandboxFile, null],
];

// Import rules need no type information, and the made-up files are in no tsconfig: lint them untyped.
const untyped = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { [FLOATING]: 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
// The floating promise needs the type checker: the snippet takes the place of a real file of packages/shared.
const typed = new ESLint({ cwd: root });

const cases = imports.map(([title, filePath, to, rule]) => {
  const from = to.startsWith('@') ? to : spec(filePath, to);
  return {
    title,
    eslint: untyped,
    filePath,
    code: `import * as m from '${from}';\n\nexport const probe = [m];\n`,
    rule,
  };
});
const floating = `async function save(): Promise<void> {}\n\nexport function run(): void {\n  save();\n}\n`;
const voided = `async function save(): Promise<void> {}\n\nexport function run(): void {\n  void save();\n}\n`;
cases.push(
  { title: 'a floating promise', eslint: typed, filePath: sharedFile, code: floating, rule: FLOATING },
  {
    title: 'a promise marked with void (allowed)',
    eslint: typed,
    filePath: sharedFile,
    code: voided,
    rule: null,
  },
);

let failed = 0;
for (const c of cases) {
  const [result] = await c.eslint.lintText(c.code, { filePath: join(root, c.filePath) });
  const messages = result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
  const ok = c.rule
    ? result.messages.length === 1 &&
      result.messages[0].ruleId === c.rule &&
      result.messages[0].severity === 2
    : result.messages.length === 0;
  if (!ok) failed++;
  const what = c.rule ? `expects ${c.rule}` : 'expects no error';
  const source = c.code
    .split('\n')
    .find((l) => /import|save\(\);/.test(l))
    .trim();
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.title} (${what})\n       ${c.filePath}: ${source}`);
  if (!ok) console.log(`       got: ${messages.length ? messages.join('\n            ') : 'no error'}`);
}
console.log(
  failed
    ? `\n${failed} of ${cases.length} cases failed: lint does not enforce the rules`
    : `\nAll ${cases.length} cases behave.`,
);
process.exit(failed ? 1 : 0);
