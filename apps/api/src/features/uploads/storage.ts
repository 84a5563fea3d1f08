import type { Config } from '../../config/env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage-keys';

export type { FileStorage, NewFile, StoredFile } from './storage-keys';

/**
 * The upload storage (decision 021): one interface, two drivers chosen by UPLOADS_DRIVER. Other areas (the forum's
 * covers, the settings' avatar) go through `uploads.service.ts`, which checks and re-encodes images and records
 * what was issued; this file only puts bytes somewhere and says where they are served from.
 */

const cache = new WeakMap<Config, FileStorage>();

/** The storage the configuration names (one per configuration). */
export function storageFor(config: Config): FileStorage {
  let storage = cache.get(config);
  if (!storage) {
    storage =
      config.UPLOADS_DRIVER === 's3'
        ? s3Storage({
            endpoint: config.S3_ENDPOINT!,
            region: config.S3_REGION,
            bucket: config.S3_BUCKET!,
            accessKeyId: config.S3_ACCESS_KEY_ID!,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
            publicUrl: config.S3_PUBLIC_URL!,
          })
        : localStorage({ root: config.UPLOADS_DIR });
    cache.set(config, storage);
  }
  return storage;
}
