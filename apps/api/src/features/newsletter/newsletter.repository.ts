import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findSubscriberById(db: Db, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Inserts a new subscriber; undefined when the email is already there (a concurrent sign-up won). */
export async function insertSubscriber(
  db: Db,
  values: { email: string; firstName: string; lastName: string },
): Promise<SubscriberRow | undefined> {
  const [row] = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscriber(
  db: Db,
  id: string,
  set: Partial<Pick<SubscriberRow, 'firstName' | 'lastName' | 'emailBlacklisted'>>,
): Promise<SubscriberRow> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set(set)
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}
