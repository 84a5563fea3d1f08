import type { Db } from '../client';
import { contactInformation } from '../schema/contact';

/** The single row of public contact details, written once. */
export async function seedContactInformation(db: Db) {
  const [existing] = await db.select({ id: contactInformation.id }).from(contactInformation).limit(1);
  if (existing) return;
  await db.insert(contactInformation).values({
    email: 'support@oxstrength.com.np',
    contactNum: '+977 9801234567',
    address: 'Online',
    openHours: '24 hours',
    social: {
      facebook: 'https://www.facebook.com/oxstrength',
      twitter: 'https://twitter.com/oxstrength',
      instagram: 'https://www.instagram.com/oxstrength',
    },
  });
}
