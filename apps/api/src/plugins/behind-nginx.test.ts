import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build';
import { emptyDatabase } from '../../test/machine-postgres';
import { TEST_REDIS_URL } from '../../test/shared-instances';
import { until } from '../../test/until';

/**
 * `npm run start:instances -- --count 3` for real: three server processes in shared mode behind Debian's nginx
 * on loopback, on a new PostgreSQL database and the machine's Redis. One instance is killed (-9), another is
 * drained (SIGTERM) while requests come through nginx; the third carries on.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let runner: ChildProcess;
let base: string;
let dataDir: string;
let drop: () => Promise<void>;
let instances: { pid: number; port: number }[];
let adminToken: string;

beforeAll(async () => {
  const db = await emptyDatabase('oxs_test_nginx');
  drop = db.drop;
  // nginx on `port`, the instances on the three after it: all four must be free.
  let port = 0;
  for (;;) {
    port = await freePort();
    if (port < 60_000) break;
  }
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'oxs-nginx-'));
  runner = spawn(process.execPath, ['scripts/start-instances.mjs', '--count', '3'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `oxs-test-${randomBytes(4).toString('hex')}:`,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: fakeBuild(),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runner.stdout!.resume();
  runner.stderr!.resume();
  const up = await until(
    () =>
      fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false),
    (ok) => ok,
    150_000,
  );
  expect(up).toBe(true);
  instances = (
    JSON.parse(readFileSync(path.join(dataDir, 'nginx/instances.json'), 'utf8')) as {
      instances: { pid: number; port: number }[];
    }
  ).instances;
  const signIn = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oxstrength.test', password: 'Admin@123' }),
  });
  expect(signIn.status).toBe(200);
  adminToken = ((await signIn.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  runner?.kill('SIGTERM');
  await new Promise((resolve) => (runner?.exitCode !== null ? resolve(null) : runner.once('exit', resolve)));
  await drop?.();
}, 30_000);

const exited = (pid: number) =>
  until(
    async () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    },
    (gone) => gone,
    20_000,
  );

/** `total` GETs through nginx, `parallel` at a time; `during` runs once `after` have answered. */
async function load(total: number, urls: string[], during: () => void, after = 50) {
  const statuses: number[] = [];
  let next = 0;
  let fired = false;
  const worker = async () => {
    while (next < total) {
      const url = urls[next++ % urls.length]!;
      const res = await fetch(`${base}${url}`, { headers: { authorization: `jwt ${adminToken}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
      if (!fired && statuses.length >= after) {
        fired = true;
        during();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return statuses;
}

const nginx502s = () =>
  readFileSync(path.join(dataDir, 'nginx/access.log'), 'utf8')
    .split('\n')
    .filter((line) => / 502 \d+ request_id=/.test(line));

describe('three instances behind nginx', () => {
  it('carries on through a kill -9 of one instance during 200 requests', async () => {
    const [victim] = instances;
    const statuses = await load(200, ['/api/v1/products', '/api/v1/templates', '/api/health/ready'], () =>
      process.kill(victim!.pid, 'SIGKILL'),
    );
    expect(await exited(victim!.pid)).toBe(true);
    // Each is a GET, safe to retry: nginx passed every one that the dead instance dropped to another.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(200);
  }, 120_000);

  it('drains an instance on SIGTERM during 200 requests, the order CSV export among them: all 200, no 502', async () => {
    const before = nginx502s().length;
    const [, drained] = instances;
    const statuses = await load(
      200,
      ['/api/v1/staff/orders/export', '/api/v1/products', '/api/v1/templates'],
      () => process.kill(drained!.pid, 'SIGTERM'),
    );
    expect(await exited(drained!.pid)).toBe(true);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(nginx502s().slice(before)).toEqual([]);
    // The third instance carries on alone.
    const res = await fetch(`${base}/api/health/ready`);
    expect(res.status).toBe(200);
  }, 120_000);
});
