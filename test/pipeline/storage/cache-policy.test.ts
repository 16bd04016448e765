// Both storage backends say the same Cache-Control of each kind of object, and S3 stores it for the CDN.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../../pipeline/cache-policy.ts';
import { contentTypeForKey } from '../../../pipeline/formats.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { createS3Storage } from '../../../pipeline/storage/s3.ts';
import type { ObjectStorage } from '../../../pipeline/storage/types.ts';
import { startS3Server, type S3Server } from '../../helpers/s3-server.ts';

let server: S3Server;
let folderRoot: string;
const backends: Record<string, ObjectStorage> = {};

beforeAll(async () => {
  server = await startS3Server();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  backends.s3 = createS3Storage({
    bucket: server.bucket,
    prefix: 'policy',
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    client: { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' },
  });
  folderRoot = mkdtempSync(join(tmpdir(), 'logos-policy-'));
  backends.folder = createFolderStorage({ root: folderRoot });
});
afterAll(async () => {
  await server?.stop();
  rmSync(folderRoot, { recursive: true, force: true });
});

// The keys each writer of the program uses: import and discovery, the build, the catalog publication.
const KINDS = [
  ['a source logo', 'sources/stripe.com/icon-light.svg', CACHE_CONTROL.logo],
  ['a prebuilt object', 'v1/stripe.com/icon/light/64.webp', CACHE_CONTROL.built],
  ['a build manifest', 'v1/stripe.com/manifest.json', CACHE_CONTROL.mutable],
  ['the catalog pointer', 'catalog/latest.json', CACHE_CONTROL.mutable],
  ['a published catalog', 'catalog/20260101-abc.db', CACHE_CONTROL.immutable],
] as const;

describe.each(['folder', 's3'])('%s storage', (backend) => {
  it.each(KINDS)('gives %s the policy of its kind on get and head', async (_kind, key, policy) => {
    const storage = backends[backend]!;
    await storage.put(key, Buffer.from('x'), { contentType: contentTypeForKey(key) });
    expect((await storage.get(key))?.cacheControl).toBe(policy);
    expect((await storage.head(key))?.cacheControl).toBe(policy);
  });
});

describe('the nginx template', () => {
  it('sends the build policy with the objects it serves from the build folder', () => {
    const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx', 'logos.conf.template'), 'utf8');
    // The location that answers asset paths from the build folder; the edge's refusals elsewhere are never cached.
    const buildFolder = /location ~ "\^\/v1\/\[\^\/\]\+\/\(icon\|logo\|symbol\)[^\n]*\{\n([\s\S]*?)\n    \}/.exec(template)?.[1];
    expect(buildFolder).toContain('root ${LOGOS_ASSETS};');
    const policies = [...buildFolder!.matchAll(/Cache-Control "([^"]+)"/g)].map((match) => match[1]);
    expect(policies).toEqual([CACHE_CONTROL.built]);
  });
});
