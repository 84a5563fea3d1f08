import { randomBytes } from 'node:crypto';

/** The storage's interface and its keys (decision 021); the drivers and storageFor (storage.ts) use them. */

/** A file to store: its folder (`images/{slug}`, `forum`), extension and content type, and its bytes. */
export interface NewFile {
  folder: string;
  extension: 'webp' | 'jpg' | 'png';
  contentType: string;
  body: Buffer;
}

/** Where a stored file is: its key in the storage and the URL a browser reads it from. */
export interface StoredFile {
  key: string;
  url: string;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores the file under `{folder}/{timestamp}-{random}.{extension}`. */
  save(file: NewFile): Promise<StoredFile>;
  /** Deletes the file; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** The key of a URL this storage issued, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** A key this storage makes: folders of lower-case letters, digits and dashes, then `{ms}-{hex}.{ext}`. */
export const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,99}\/){1,3}\d{13}-[a-f0-9]{8}\.(?:webp|jpg|png)$/;

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The file's name: the time of upload (ms) and a short random part (two uploads in one millisecond), then its extension. */
export function newKey(file: Pick<NewFile, 'folder' | 'extension'>, now = Date.now()): string {
  const folder = file.folder.toLowerCase().replace(/[^a-z0-9/-]/g, '-');
  return `${folder}/${String(now).padStart(13, '0')}-${randomBytes(4).toString('hex')}.${file.extension}`;
}
