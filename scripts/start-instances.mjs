// `npm run start:instances -- --count N`: N identical instances in shared mode behind nginx on this machine
// (docs/decisions/044-shared-mode.md), for trying a deploy and for the tests. nginx (Debian's) listens on PORT,
// the instances on PORT+1 ... PORT+N (on 127.0.0.1), all on DATABASE_URL and REDIS_URL; every other setting is
// passed through. The demo's settings (SANDBOX=on, demo data), or production's with NODE_ENV=production.
// SIGTERM or Ctrl-C drains the instances (each finishes its requests) and then stops nginx.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import './check-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const countAt = args.indexOf('--count');
const count = countAt === -1 ? 2 : Number(args[countAt + 1]);
const fail = (message) => {
  console.error(`start:instances: ${message}`);
  process.exit(1);
};
if (!Number.isInteger(count) || count < 1 || count > 16) fail('--count must be a whole number from 1 to 16');

const env = { ...process.env };
const production = env.NODE_ENV === 'production';
if (!production) env.SANDBOX ??= 'on';
for (const name of ['DATABASE_URL', 'REDIS_URL'])
  if (!env[name]) fail(`${name} must be set: the instances share the database and Redis`);
const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port + count > 65535) fail('PORT must be a port number');
const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
mkdirSync(dataDir, { recursive: true });
env.DATA_DIR = dataDir;
env.APP_URL ??= `http://localhost:${port}`;
// nginx sets X-Forwarded-For: the instances read the client's address from it (rate limits).
env.TRUST_PROXY ??= 'true';
// On one machine, DATA_DIR is a folder every instance mounts.
if ((env.UPLOADS_DRIVER ?? 'local') === 'local') env.UPLOADS_DIR ??= path.join(dataDir, 'uploads');
// One secret for all (each would otherwise need the same one set): kept in DATA_DIR like the single server's.
if (!env.JWT_SECRET) {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  env.JWT_SECRET = readFileSync(file, 'utf8').trim();
}

const webDist = path.resolve(env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
if (!env.WEB_DIST_DIR)
  execFileSync('node', [path.join(root, 'scripts/build-web-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
if (production)
  execFileSync('npm', ['run', 'build', '-w', '@oxstrength/api'], { cwd: root, stdio: 'inherit' });

/** The instances: each a server process of its own (`npm start`'s server, or the compiled one in production). */
const apiDir = path.join(root, 'apps/api');
const serverArgs = production
  ? ['--enable-source-maps', 'dist/server.js']
  : ['--import', 'tsx', 'src/server.ts'];
const instances = Array.from({ length: count }, (_, i) => {
  const instancePort = port + 1 + i;
  const child = spawn(process.execPath, serverArgs, {
    cwd: apiDir,
    env: { ...env, PORT: String(instancePort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    console.log(`instance ${i + 1} (port ${instancePort}) exited: ${signal ?? code}`);
    if (instances.every((p) => p.child.exitCode !== null || p.child.signalCode !== null)) stopNginx();
  });
  return { child, port: instancePort };
});

async function ready(instancePort) {
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${instancePort}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on port ${instancePort} was not ready within 3 minutes`);
}

// nginx, from deploy/nginx.conf with this machine's values.
const nginxDir = path.join(dataDir, 'nginx');
mkdirSync(nginxDir, { recursive: true });
const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
  .replaceAll('{{LOG_DIR}}', nginxDir)
  .replaceAll('{{RUN_DIR}}', nginxDir)
  .replaceAll('{{MIME_TYPES}}', '/etc/nginx/mime.types')
  .replaceAll('{{PORT}}', String(port))
  .replaceAll('{{WEB_DIST}}', webDist)
  .replaceAll(
    '{{UPSTREAMS}}',
    instances.map((p) => `    server 127.0.0.1:${p.port} max_fails=1 fail_timeout=5s;`).join('\n'),
  );
const confFile = path.join(nginxDir, 'nginx.conf');
writeFileSync(confFile, conf);
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f));
if (!nginxBin) fail('nginx is not installed (Debian: apt-get install -y nginx-light)');

let nginx;
function stopNginx() {
  if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const { child } of instances) child.kill('SIGTERM');
  });

try {
  await Promise.all(instances.map((p) => ready(p.port)));
} catch (err) {
  console.error(err.message);
  for (const { child } of instances) child.kill('SIGTERM');
  process.exit(1);
}
nginx = spawn(nginxBin, ['-p', nginxDir, '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
nginx.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));
writeFileSync(
  path.join(nginxDir, 'instances.json'),
  JSON.stringify({ nginx: nginx.pid, instances: instances.map((p) => ({ pid: p.child.pid, port: p.port })) }),
);
console.log(
  [
    '',
    `OxStrength: ${count} instance(s) behind nginx at ${env.APP_URL} (${production ? 'production' : 'demo'})`,
    ...instances.map((p, i) => `  instance ${i + 1}: http://127.0.0.1:${p.port} (pid ${p.child.pid})`),
    `  nginx: port ${port}, logs in ${nginxDir}`,
    '',
  ].join('\n'),
);
