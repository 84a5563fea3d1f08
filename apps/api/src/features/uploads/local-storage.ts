import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEY_PATTERN, newKey, type FileStorage } from './storage-keys';

/** Where the API serves local files (uploads.routes.ts, GET /files/*). */
export const LOCAL_FILES_PATH = '/api/v1/files/';

/** The file of a key under the root, or null for anything that is not a key this storage makes. */
export function localPath(root: string, key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  return path.join(root, ...key.split('/'));
}

/** Files on this server's disk under `root` (DATA_DIR/uploads), read back through GET /api/v1/files/{key}. */
export function localStorage({ root }: { root: string }): FileStorage {
  return {
    driver: 'local',
    async save(file) {
      const key = newKey(file);
      const target = localPath(root, key);
      if (!target) throw new Error(`not a storage key: ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      // wx: never overwrite a file (keys are unique).
      await writeFile(target, file.body, { flag: 'wx' });
      return { key, url: `${LOCAL_FILES_PATH}${key}` };
    },
    async delete(key) {
      const target = localPath(root, key);
      if (target) await rm(target, { force: true });
    },
    keyOf(url) {
      if (!url.startsWith(LOCAL_FILES_PATH)) return null;
      const key = url.slice(LOCAL_FILES_PATH.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}
