import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../pipeline/storage/s3.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { startS3Server, type S3Server } from '../helpers/s3-server.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

let server: S3Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startS3Server('shared-sources');
  // s3rver stores aws-chunked framing verbatim; these keep bodies plain, as real S3 would store them.
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  process.env = saved;
  await server?.stop();
});

const originOnS3 = () =>
  createTestOrigin({
    seed: false,
    env: { SOURCE_STORE: `s3://${server.bucket}/sources`, S3_ENDPOINT: server.endpoint, S3_FORCE_PATH_STYLE: 'true' },
  });

describe('SOURCE_STORE in S3', () => {
  it('keeps source logos in the bucket, where another origin renders them from', async () => {
    let writer: TestOrigin | undefined;
    let reader: TestOrigin | undefined;
    try {
      writer = await originOnS3();
      const [asset] = await addBrand(writer, 'acme.com', { icon: MARK('#E03C31') });
      const direct = createS3Storage({ bucket: server.bucket, prefix: 'sources', region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true });
      expect((await direct.get(asset!.storageKey))?.body.toString()).toContain('#E03C31');

      // A second origin with its own data folder shares only the bucket; the catalog row says where the source is.
      reader = await originOnS3();
      reader.deps.catalog.upsertBrand({ domain: 'acme.com', name: 'acme', description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
      reader.deps.catalog.upsertAsset(asset!);
      const response = await reader.request('/v1/acme.com?format=png&size=64');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-logo-source')).toBe('rendered');
      const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([64, 64]);
      const centre = (32 * 64 + 32) * info.channels;
      expect([...data.subarray(centre, centre + 3)]).toEqual([0xe0, 0x3c, 0x31]);
    } finally {
      writer?.cleanup();
      reader?.cleanup();
    }
  });
});
