import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { withDatabase } from '../../test/global-setup';
import { ADMIN_URL, adminQuery } from '../../test/machine-postgres';
import { startTcpProxy } from '../../test/tcp-proxy';
import { checkDatabase } from './database-errors';
import { configuredPool, openDatabase, type Database } from './client';

/**
 * A sick PostgreSQL server, for real: a TCP proxy in front of the machine's server that the test stalls and
 * takes away (decision 024), whatever database the rest of the run uses (test/machine-postgres.ts).
 */
const PREFIX = `oxs_test_timeouts_${randomBytes(4).toString('hex')}`;

const through = (port: number, name: string) => {
  const u = new URL(withDatabase(ADMIN_URL, name));
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
};

async function appOn(url: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SANDBOX: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'test-secret-that-is-long-enough-to-be-valid-0123456789',
    DATABASE_URL: url,
    // The lists read the database each time: kept, they would answer from memory while it stalls.
    CATALOGUE_CACHE_SECONDS: '0',
  });
  const database = await openDatabase({ url, ...configuredPool(config) });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  return { app, database };
}

const timed = async <T>(fn: () => Promise<T>) => {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
};

describe('a stalled or lost PostgreSQL server', () => {
  const target = new URL(ADMIN_URL);
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  let database: Database;
  const name = `${PREFIX}_app`;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const setup = await openDatabase({ url: withDatabase(ADMIN_URL, name) });
    await setup.migrate();
    await setup.close();
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    ({ app, database } = await appOn(through(proxy.port, name)));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is healthy while the database answers', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'success', database: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/templates' })).statusCode).toBe(200);
  });

  it('answers 503 within 5 s while the database is stalled, and recovers when it answers again', async () => {
    proxy.stall();
    // More requests than the pool has connections: the rest wait for one, and give up in time too.
    const requests = Array.from({ length: 14 }, (_, i) =>
      timed(() => app.inject({ method: 'GET', url: i % 2 ? '/api/v1/templates' : '/api/v1/products' })),
    );
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.value.statusCode).toBe(503);
    expect(health.value.json()).toEqual({
      status: 'error',
      message: 'Database did not answer within 1000 ms',
    });
    expect(health.ms).toBeLessThan(1500);
    for (const { value, ms } of await Promise.all(requests)) {
      expect(value.statusCode).toBe(503);
      expect(value.json()).toEqual({
        status: 'error',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      expect(value.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(5000);
    }

    proxy.heal();
    const again = await app.inject({ method: 'GET', url: '/api/health' });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/templates' })).statusCode).toBe(200);
  });

  it('answers 503, not 500, once the database server is gone', async () => {
    await proxy.close(); // every connection closed, new ones refused
    const list = await timed(() => app.inject({ method: 'GET', url: '/api/v1/templates' }));
    expect(list.value.statusCode).toBe(503);
    expect(list.ms).toBeLessThan(5000);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', message: 'Database unreachable' });
  });
});

describe('the health check reads the schema', () => {
  const name = `${PREFIX}_bare`;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  let database: Database;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    ({ app, database } = await appOn(withDatabase(ADMIN_URL, name)));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers 503 on a database that was never migrated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Database schema missing: no migrations applied',
    });
  });

  it('answers 503, not 500, when the database is dropped under the server', async () => {
    await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
    expect((await app.inject({ method: 'GET', url: '/api/v1/templates' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * This machine's PostgreSQL trusts loopback logins, so it never asks for a password. This stands in for a
 * server that does: it asks for the password and refuses it with PostgreSQL's own message and SQLSTATE.
 */
async function passwordRefusingServer() {
  const field = (code: string, value: string) =>
    Buffer.concat([Buffer.from(code), Buffer.from(`${value}\0`)]);
  const server = net.createServer((socket) => {
    let step = 0;
    socket.on('data', () => {
      if (step++ === 0) {
        const ask = Buffer.alloc(9);
        ask.write('R');
        ask.writeInt32BE(8, 1);
        ask.writeInt32BE(3, 5); // AuthenticationCleartextPassword
        socket.write(ask);
        return;
      }
      const body = Buffer.concat([
        field('S', 'FATAL'),
        field('C', '28P01'),
        field('M', 'password authentication failed for user "shop"'),
        Buffer.from('\0'),
      ]);
      const head = Buffer.alloc(5);
      head.write('E');
      head.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([head, body]));
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('starting on a database it cannot use names the cause and does not hang', () => {
  it('a refused connection', async () => {
    const port = await closedPort();
    const url = `postgres://shop:secret-pw@127.0.0.1:${port}/shop`;
    const err = await checkDatabase(url, 1000).catch((e: Error) => e);
    expect(String(err)).toContain(
      `Cannot use the database at postgres://shop:***@127.0.0.1:${port}/shop: connection refused at 127.0.0.1:${port}`,
    );
    expect(String(err)).not.toContain('secret-pw');
  });

  it('no such database', async () => {
    const err = await checkDatabase(withDatabase(ADMIN_URL, `${PREFIX}_missing`), 2000).catch(
      (e: Error) => e,
    );
    expect(String(err)).toContain(`no such database "${PREFIX}_missing"`);
  });

  it('a bad password', async () => {
    const server = await passwordRefusingServer();
    try {
      const url = `postgres://shop:wrong-pw@127.0.0.1:${server.port}/shop`;
      const err = await checkDatabase(url, 2000).catch((e: Error) => e);
      expect(String(err)).toContain('bad password for user "shop"');
      expect(String(err)).not.toContain('wrong-pw');
    } finally {
      server.close();
    }
  });

  it('no answer', async () => {
    const target = new URL(ADMIN_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxy.stall();
    try {
      const { value: err, ms } = await timed(() =>
        checkDatabase(through(proxy.port, 'postgres'), 1000).catch((e: Error) => e),
      );
      expect(String(err)).toContain(`no answer from 127.0.0.1:${proxy.port} within 1000 ms`);
      expect(ms).toBeLessThan(2000);
    } finally {
      await proxy.close();
    }
  });

  it('the server process stops with that message', async () => {
    const port = await closedPort();
    const api = path.resolve(import.meta.dirname, '../..');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server.ts'],
        {
          cwd: api,
          timeout: 50_000, // killed after this: the exit code would be null, not 1
          env: {
            ...process.env,
            DATABASE_URL: `postgres://shop:secret-pw@127.0.0.1:${port}/shop`,
            SANDBOX: 'on',
            DATA_DIR: tmpdir(),
            JWT_SECRET: 'test-secret-that-is-long-enough-to-be-valid-0123456789',
            PORT: '0',
          },
        },
        (_err, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toContain('connection refused at 127.0.0.1');
    expect(stderr).not.toContain('secret-pw');
  }, 60_000);
});
