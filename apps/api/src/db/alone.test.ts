import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { emptyDatabase } from '../../test/machine-postgres';
import { openDatabase, type Database } from './client';
import { users } from './schema/users';
import { DEMO_SIGN_INS } from './seed/demo-users';
import { setUpDatabase } from './set-up';

/** Several servers on one PostgreSQL database, as two pools in this process: what one does, the other does not. */
describe('servers sharing one database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function twoServers() {
    const place = await emptyDatabase('oxs_test_alone');
    cleanup.push(place.drop);
    const open = async () => {
      const d = await openDatabase({ url: place.url, poolMax: 3 });
      cleanup.push(() => d.close());
      return d;
    };
    return [await open(), await open()] as [Database, Database];
  }

  it('a job one server is running is skipped by the other, and runs there once the first is done', async () => {
    const [a, b] = await twoServers();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    const first = a.alone(
      'nightly sweep',
      () => {
        started(); // a holds the lock from here until the gate opens
        return gate.then(() => 'a ran');
      },
      { wait: false },
    );
    await working;

    expect(await b.alone('nightly sweep', async () => 'b ran', { wait: false })).toEqual({ ran: false });
    // Another job's lock is another lock.
    expect(await b.alone('other sweep', async () => 'b ran', { wait: false })).toEqual({
      ran: true,
      value: 'b ran',
    });
    release();
    expect(await first).toEqual({ ran: true, value: 'a ran' });
    expect(await b.alone('nightly sweep', async () => 'b ran', { wait: false })).toEqual({
      ran: true,
      value: 'b ran',
    });
  });

  it('a job that fails releases its lock', async () => {
    const [a, b] = await twoServers();
    await expect(
      a.alone('sweep', () => Promise.reject(new Error('provider down')), { wait: false }),
    ).rejects.toThrow('provider down');
    expect(await b.alone('sweep', async () => 1, { wait: false })).toEqual({ ran: true, value: 1 });
  });

  it('two servers starting together on an empty database migrate and seed it once, and both start', async () => {
    const [a, b] = await twoServers();
    const seeded = await Promise.all([setUpDatabase(a, { demo: true }), setUpDatabase(b, { demo: true })]);

    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [{ n }] = await a.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, DEMO_SIGN_INS[0]!.email));
    expect(n).toBe(1);
  }, 60_000);
});
