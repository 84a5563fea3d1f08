import { randomBytes } from 'node:crypto';

/** "Sita Rai" -> "sita-rai"; falls back to "user" for names with no latin letters. */
export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'user';
}

/** A slug with a short random suffix, for records whose names repeat (people). */
export const uniqueSlug = (text: string) => `${slugify(text)}-${randomBytes(3).toString('hex')}`;
