import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { users } from '../../db/schema/users';
import { demoSignIn } from '../../db/seed/demo-users';
import { makeUser } from '../trainers/trainer-fixtures';

/** Migration 0010 sets every user again by the rule: a member holds a template, coaching or consultation. */

const t = testAppForFile();

const migration = readFileSync(new URL('../../../drizzle/0010_forum.sql', import.meta.url), 'utf8');
const membershipStatement = migration.split('--> statement-breakpoint').at(-1)!;

const flagOf = async (id: string) =>
  (await t.db.select({ m: users.isActiveMember }).from(users).where(eq(users.id, id)))[0]!.m;

describe('the active-member migration', () => {
  it('unmarks a product-only buyer and marks a client holding a subscription', async () => {
    expect(membershipStatement).toContain('UPDATE "users"');
    const productBuyer = await makeUser(t.db, { isActiveMember: true });
    const [client] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoSignIn('Client').email));
    await t.db.update(users).set({ isActiveMember: false }).where(eq(users.id, client!.id));

    await t.db.execute(sql.raw(membershipStatement));

    expect(await flagOf(productBuyer.id)).toBe(false);
    expect(await flagOf(client!.id)).toBe(true);
  });
});
