import { createHash, randomBytes } from 'node:crypto';

/** A secret sent by mail: 32 random bytes, URL-safe. Only its SHA-256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
