// `npm start` runs the demo: the built-in sandboxes on (SANDBOX=on) for every provider without live
// credentials, demo data seeded. `npm run start:production` runs with NODE_ENV=production: no sandbox, no demo
// data, and the server refuses to start until every provider has live credentials.
// Both build the web app first when its build is missing; production also builds the API to JavaScript and runs that.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import './check-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const production = process.argv.includes('--production');
const env = { ...process.env };
if (production) env.NODE_ENV = 'production';
else env.SANDBOX ??= 'on';

execFileSync('node', [path.join(root, 'scripts/build-web-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
// Production runs the API compiled to JavaScript (decision 027), built afresh each start (a few seconds) so it
// is never older than the code; the demo runs the TypeScript through tsx.
if (production)
  execFileSync('npm', ['run', 'build', '-w', '@oxstrength/api'], { cwd: root, stdio: 'inherit' });
const script = production ? 'start:compiled' : 'start';
const server = spawn('npm', ['run', script, '-w', '@oxstrength/api'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
