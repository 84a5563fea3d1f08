import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { pipelinedTransaction } from './pipelined-transaction';

/**
 * The pipelined transaction (decision 030) keeps db.transaction's all-or-nothing: on PostgreSQL its writes go out
 * with the COMMIT, so a failing one must still undo the whole transaction.
 */
describe('pipelinedTransaction', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  /** Both drivers answer execute with { rows }. */
  const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;
  const probes = async () =>
    rowsOf(await t.db.execute(sql`SELECT n FROM pipelined_probe ORDER BY n`)).map((r) => r.n);

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`CREATE TABLE pipelined_probe (n int NOT NULL)`);
  });
  afterAll(async () => t.close());

  it('commits what it wrote and what it sent, and answers what the function returned', async () => {
    const result = await pipelinedTransaction(t.db, async (tx, send) => {
      const rows = rowsOf(await tx.execute(sql`INSERT INTO pipelined_probe VALUES (1) RETURNING n`));
      send(() => tx.execute(sql`INSERT INTO pipelined_probe VALUES (2)`));
      return rows[0].n;
    });
    expect(result).toBe(1);
    expect(await probes()).toEqual([1, 2]);
  });

  it('keeps nothing when a sent write fails, and throws its error', async () => {
    await expect(
      pipelinedTransaction(t.db, async (tx, send) => {
        await tx.execute(sql`INSERT INTO pipelined_probe VALUES (3)`);
        send(() => tx.execute(sql`INSERT INTO pipelined_probe VALUES (4)`));
        send(() => tx.execute(sql`INSERT INTO pipelined_probe VALUES (NULL)`));
        return 'unused';
      }),
    ).rejects.toThrow(/VALUES \(NULL\)/);
    expect(await probes()).toEqual([1, 2]);
  });

  it('keeps nothing when the function throws, and the database stays usable', async () => {
    await expect(
      pipelinedTransaction(t.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_probe VALUES (5)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const all = await Promise.all(
      [6, 7, 8].map((n) =>
        pipelinedTransaction(t.db, async (tx) => {
          await tx.execute(sql`INSERT INTO pipelined_probe VALUES (${n})`);
        }),
      ),
    );
    expect(all).toHaveLength(3);
    expect(await probes()).toEqual([1, 2, 6, 7, 8]);
  });
});
