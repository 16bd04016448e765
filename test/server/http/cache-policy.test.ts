import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const REMOTE = '203.0.113.7';
const GATE_VARY = 'Authorization, X-API-Key, Origin';
let origin: TestOrigin;
let key: string;

beforeAll(async () => {
  origin = await createTestOrigin({ env: { TRUSTED_ORIGINS: 'app.example.com' } });
  ({ key } = await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('c@example.com', 'pro')).id, 'k'));
});
afterAll(() => origin.cleanup());

const caching = async (path: string, headers: Record<string, string>) => {
  const response = await origin.request(path, { headers }, REMOTE);
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), vary: response.headers.get('vary') };
};

describe('the caching policy of gated answers (finding 13.4)', () => {
  it.each([
    ['a logo', '/v1/stripe.com?format=png', 'private, max-age=86400'],
    ['a monogram', '/v1/unknown-brand.example', 'private, max-age=3600'],
    ['a search', '/v1/search?q=stripe', 'private, max-age=300'],
    ['a brand', '/v1/brand/stripe.com', 'private, max-age=3600'],
  ])('keeps %s answered to an API key out of shared caches', async (_label, path, policy) => {
    expect(await caching(path, { authorization: `Bearer ${key}` })).toMatchObject({ status: 200, cacheControl: policy });
  });

  it.each([
    ['a logo', '/v1/stripe.com?format=png', 'public, max-age=86400'],
    ['a search', '/v1/search?q=stripe', 'public, max-age=300'],
    ['a brand', '/v1/brand/stripe.com', 'public, max-age=3600'],
  ])('lets %s answered to a trusted page be shared, varying on what the gate read', async (_label, path, policy) => {
    expect(await caching(path, { origin: 'https://app.example.com' })).toEqual({ status: 200, cacheControl: policy, vary: GATE_VARY });
  });

  it('varies a negotiated format on Accept as well', async () => {
    expect((await caching('/v1/stripe.com?format=auto', { origin: 'https://app.example.com', accept: 'image/avif' })).vary).toBe(`Accept, ${GATE_VARY}`);
  });

  it('never lets /v1/me be stored', async () => {
    expect((await caching('/v1/me', { 'x-api-key': key })).cacheControl).toBe('private, no-store');
  });

  it('answers a 304 with the same policy as the 200', async () => {
    const first = await origin.request('/v1/stripe.com?format=png', { headers: { 'x-api-key': key } }, REMOTE);
    const again = await origin.request('/v1/stripe.com?format=png', { headers: { 'x-api-key': key, 'if-none-match': first.headers.get('etag')! } }, REMOTE);
    expect([again.status, again.headers.get('cache-control')]).toEqual([304, 'private, max-age=86400']);
  });
});
