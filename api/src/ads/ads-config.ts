import path from 'node:path';
import { z } from 'zod';
import { defaultDataDir } from '../db/locate';
import { DiskImageStorage } from './disk-storage';
import type { ImageStorage } from './image-storage';
import { S3ImageStorage } from './s3-storage';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  UPLOADS_DIR: optional,
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
});

/**
 * The photo storage of the environment: an S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set
 * (then both keys are required), else files under UPLOADS_DIR (default `<repo root>/.data/uploads`, beside
 * PGlite's default data directory; DATA_DIR itself is PGlite's PGDATA and is not shared with uploads).
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStorage {
  const parsed = envSchema.parse(env);
  if (parsed.S3_ENDPOINT && parsed.S3_BUCKET) {
    if (!parsed.S3_ACCESS_KEY_ID || !parsed.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT and S3_BUCKET',
      );
    }
    return new S3ImageStorage({
      endpoint: parsed.S3_ENDPOINT,
      bucket: parsed.S3_BUCKET,
      accessKeyId: parsed.S3_ACCESS_KEY_ID,
      secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
      region: parsed.S3_REGION ?? 'us-east-1',
    });
  }
  return new DiskImageStorage(parsed.UPLOADS_DIR ?? path.join(path.dirname(defaultDataDir()), 'uploads'));
}
