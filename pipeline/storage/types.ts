// The object storage interface every backend implements (folder today, S3 when assets outgrow one machine).
export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

/** Cache-Control is not an option: it follows the key (pipeline/cache-policy.ts), the same in every backend. */
export interface PutOptions {
  contentType: string;
}

export interface ObjectStorage {
  get(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  list(prefix: string): AsyncIterable<ObjectInfo>;
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`storage key must be lowercase path segments of letters, digits, ".", "_" or "-", got ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are built from normalised domains, so anything else (traversal, absolute paths) is a bug or an attack. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new InvalidStorageKeyError(key);
  }
}
