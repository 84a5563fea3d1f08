#!/usr/bin/env node
// `npm test`: the shared package's tests, then the API's and the web's side by side, each printed whole when it
// ends (shared, API, web), exiting 1 if any failed. The API's suite waits on its database, timers and sockets for
// a quarter of its time (decision 043): the web's tests fill that time, on one worker, instead of running after
// it. Extra arguments go to every vitest run (e.g. `npm test -- --reporter=dot`).
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '-s', 'test', '-w', name, '--', ...args, ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000, out }),
    );
  });
}

function print({ name, code, signal, seconds, out }) {
  process.stdout.write(`\n=== ${name} (exit ${signal ?? code}, ${seconds.toFixed(0)} s)\n`);
  for (const chunk of out) process.stdout.write(chunk);
}

const shared = await run('@oxstrength/shared', []);
print(shared);
// The web's single worker keeps the two suites within two cores; the API keeps its own setting.
const [api, web] = await Promise.all([
  run('@oxstrength/api', []),
  run('@oxstrength/web', ['--maxWorkers=1']),
]);
print(api);
print(web);
const failed = [shared, api, web].filter((r) => r.code !== 0);
if (failed.length) console.error(`\n✗ failed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
