// S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, …) on @aws-sdk/client-s3, under an optional key prefix.
// The SDK is loaded when the store is first used, so a process that opens no S3 store never loads it.
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { cacheControlForKey } from '../cache-policy.ts';
import { assertValidKey, type ObjectInfo, type ObjectStorage } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Extra client settings, e.g. for tests against a local S3-compatible server. */
  client?: Partial<S3ClientConfig>;
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: options.forcePathStyle, ...options.client }),
    })));
  const Bucket = options.bucket;
  const base = options.prefix ? `${options.prefix}/` : '';
  const fullKey = (key: string) => {
    assertValidKey(key);
    return base + key;
  };
  const isMissing = (error: unknown) => {
    const name = (error as { name?: string }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
  };

  return {
    async get(key) {
      try {
        const { sdk, client } = await s3();
        const result = await client.send(new sdk.GetObjectCommand({ Bucket, Key: fullKey(key) }));
        const body = Buffer.from(await result.Body!.transformToByteArray());
        return {
          body,
          contentType: result.ContentType ?? 'application/octet-stream',
          cacheControl: result.CacheControl ?? cacheControlForKey(key),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const { sdk, client } = await s3();
        const result = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: fullKey(key) }));
        return {
          key,
          size: result.ContentLength ?? 0,
          contentType: result.ContentType ?? 'application/octet-stream',
          cacheControl: result.CacheControl ?? cacheControlForKey(key),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    // The CDN in front of the bucket reads the policy from the object's metadata.
    async put(key, body, { contentType }) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: fullKey(key), Body: body, ContentType: contentType, CacheControl: cacheControlForKey(key) }));
    },
    async *list(prefix) {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // Listings do not carry headers; HEAD each object only when a caller needs them.
          yield {
            key: object.Key!.slice(base.length),
            size: object.Size ?? 0,
            contentType: '',
            cacheControl: '',
          } satisfies ObjectInfo;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: fullKey(key) }));
    },
  };
}
