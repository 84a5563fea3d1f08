import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `tsx test/replies/replies.ts record <dir>`: writes what the API tests recorded in <dir> to recorded.json.
 * `tsx test/replies/replies.ts check <dir>`: fails when a route the record knows now replies with another
 * status or shape (routes the record does not know yet are listed, not failed).
 */
type Record = { [routeAndStatus: string]: string[] };
const recordFile = path.join(import.meta.dirname, 'recorded.json');
const [mode, dir] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'check') || !dir) {
  console.error('usage: replies.ts record|check <dir written with RECORD_REPLIES>');
  process.exit(2);
}

const seen = new Map<string, Set<string>>();
for (const name of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
  for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
    if (!line) continue;
    const { route, status, shape } = JSON.parse(line) as { route: string; status: number; shape: string };
    const key = `${route} ${status}`;
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(shape);
  }
}
if (seen.size === 0) {
  console.error(`No replies recorded in ${dir}: run the API tests with RECORD_REPLIES=${dir}`);
  process.exit(1);
}
const now: Record = Object.fromEntries([...seen.keys()].sort().map((k) => [k, [...seen.get(k)!].sort()]));

if (mode === 'record') {
  writeFileSync(recordFile, JSON.stringify(now, null, 1) + '\n');
  console.log(`Recorded ${Object.keys(now).length} route/status pairs to ${recordFile}`);
  process.exit(0);
}

const before: Record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {};
const problems: string[] = [];
for (const [key, shapes] of Object.entries(before)) {
  const after = now[key];
  if (!after) {
    problems.push(`${key}: recorded before, not seen in this run`);
    continue;
  }
  for (const s of shapes) if (!after.includes(s)) problems.push(`${key}: no longer replies\n    ${s}`);
  for (const s of after) if (!shapes.includes(s)) problems.push(`${key}: now also replies\n    ${s}`);
}
const fresh = Object.keys(now).filter((k) => !before[k]);
if (fresh.length) console.log(`Not in the record yet (new routes or statuses):\n  ${fresh.join('\n  ')}`);
if (problems.length) {
  console.error(`Replies differ from test/replies/recorded.json:\n${problems.join('\n')}`);
  console.error(
    'If the change is intended, run `npm run replies:record -w @oxstrength/api` and commit the record.',
  );
  process.exit(1);
}
console.log(`Replies match the record: ${Object.keys(before).length} route/status pairs.`);
