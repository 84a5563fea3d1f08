import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactInformation, contactMessages } from '../../db/schema/contact';

export type ContactInformationRow = typeof contactInformation.$inferSelect;

/** The single row of public contact details (the oldest id wins should a second ever appear). */
export async function findContactInformation(db: Db): Promise<ContactInformationRow | undefined> {
  const [row] = await db.select().from(contactInformation).orderBy(asc(contactInformation.id)).limit(1);
  return row;
}

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; subject: string; message: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row;
}
