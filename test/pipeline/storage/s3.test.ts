import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../pipeline/storage/s3.ts';
import { InvalidStorageKeyError, type ObjectStorage } from '../../../pipeline/storage/types.ts';
import { startS3Server, type S3Server } from '../../helpers/s3-server.ts';

let server: S3Server;
let storage: ObjectStorage;

beforeAll(async () => {
  server = await startS3Server();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  storage = createS3Storage({
    bucket: server.bucket,
    prefix: 'cdn',
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    // s3rver stores aws-chunked framing verbatim; these keep bodies plain, as real S3 would store them.
    client: { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('S3 storage against a real S3-compatible server', () => {
  it('round-trips bytes with Content-Type and Cache-Control', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('v1/acme.com/icon/light/64.png', body, { contentType: 'image/png' });
    const object = await storage.get('v1/acme.com/icon/light/64.png');
    expect(object?.body.equals(body)).toBe(true);
    expect(object?.contentType).toBe('image/png');
    expect(object?.cacheControl).toBe('public, max-age=86400, s-maxage=604800');
    expect(await storage.head('v1/acme.com/icon/light/64.png')).toMatchObject({ size: 7, contentType: 'image/png' });
  });

  it('answers undefined for missing objects and deletes', async () => {
    expect(await storage.get('v1/none.com/x.png')).toBeUndefined();
    expect(await storage.head('v1/none.com/x.png')).toBeUndefined();
    await storage.put('v1/gone.com/a.png', Buffer.from('a'), { contentType: 'image/png' });
    await storage.delete('v1/gone.com/a.png');
    expect(await storage.get('v1/gone.com/a.png')).toBeUndefined();
  });

  it('lists under a prefix across pages', async () => {
    await Promise.all(
      Array.from({ length: 1005 }, (_, i) => storage.put(`v1/many.com/${String(i).padStart(4, '0')}.png`, Buffer.from([i % 256]), { contentType: 'image/png' })),
    );
    const keys: string[] = [];
    for await (const info of storage.list('v1/many.com/')) keys.push(info.key);
    expect(keys).toHaveLength(1005);
    expect(keys[0]).toBe('v1/many.com/0000.png');
  });

  it('refuses keys that could escape the prefix', async () => {
    await expect(storage.put('../x.png', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(InvalidStorageKeyError);
  });
});
