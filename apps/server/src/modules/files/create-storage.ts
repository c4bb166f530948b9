import type { Config } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage } from './storage.ts';
import type { Storage } from '../../lib/storage.ts';

/** S3-compatible storage when S3_* is configured, otherwise files in DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3, { publicUrl: config.publicUrl });
  return createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
}
