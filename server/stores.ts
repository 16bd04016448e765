// Opens the object store a spec names: a folder path or file:// URL, or s3://bucket/prefix with S3_* settings from the environment.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFolderStorage } from '../pipeline/storage/folder.ts';
import { createS3Storage } from '../pipeline/storage/s3.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { Config } from './config/index.ts';

export function openStore(spec: string, config: Config): ObjectStorage {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(spec);
  if (s3) {
    return createS3Storage({
      bucket: s3[1]!,
      prefix: s3[2]!.replace(/\/$/, ''),
      region: config.s3.region,
      endpoint: config.s3.endpoint,
      forcePathStyle: config.s3.forcePathStyle,
    });
  }
  const path = spec.startsWith('file://') ? fileURLToPath(spec) : spec;
  return createFolderStorage({ root: resolve(path) });
}
