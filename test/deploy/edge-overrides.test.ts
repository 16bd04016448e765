// An account's own logo behind the edge (deploy/nginx): its keys get the override, every other caller the public
// logo, whichever asks first and however often, and the override never lands in the edge's shared cache.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from '../../server/listen.ts';
import { bodyOf, pixelsOf, redShare } from '../helpers/images.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';
import { wordmarkPng } from '../helpers/site-images.ts';
import { NGINX, requireBinaryOrSkip } from '../helpers/system-binary.ts';
import { provenOrigin } from '../helpers/proven-origin.ts';

const skip = !requireBinaryOrSkip('test/deploy/edge-overrides.test.ts', NGINX);
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(10_000) });

describe.skipIf(skip)('account overrides behind the edge', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let nginx: Nginx;
  let owner: string;
  let other: string;
  const trustedPage = { origin: 'https://app.example.com' };

  /** What a caller was served: whether the account's red upload or the brand's blue mark, and how. */
  const served = async (query: string, headers: Record<string, string>) => {
    const response = await get(`${nginx.url}/v1/acme.com?${query}`, headers);
    expect(response.status).toBe(200);
    const red = redShare((await pixelsOf(await bodyOf(response))).data) > 0.05;
    return { logo: red ? 'override' : 'public', marked: response.headers.get('x-logo-override'), cacheControl: response.headers.get('cache-control') };
  };
  const expectOverride = async (query: string) =>
    expect(await served(query, { authorization: `Bearer ${owner}` })).toEqual({ logo: 'override', marked: 'account', cacheControl: expect.stringMatching(/^private\b/) });
  const expectPublic = async (query: string, headers: Record<string, string>) => expect(await served(query, headers)).toMatchObject({ logo: 'public', marked: null });

  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', TRUSTED_ORIGINS: 'app.example.com' } });
    await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB') });
    server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
    nginx = await startNginx({ origin: `127.0.0.1:${server.port}`, assets: origin.config.assetStore, authSeconds: 1 });
    const a = await origin.deps.accounts.createAccount('owner@example.com', 'free');
    const b = await origin.deps.accounts.createAccount('other@example.com', 'free');
    ({ key: owner } = await origin.deps.accounts.createKey(a.id, 'site'));
    ({ key: other } = await origin.deps.accounts.createKey(b.id, 'site'));
    // An override is for a domain the account has asked for; then the upload, to the origin directly.
    expect((await get(`${server.url}/v1/acme.com`, { 'x-api-key': owner })).status).toBe(200);
    const upload = await fetch(`${server.url}/v1/overrides/acme.com`, {
      method: 'PUT',
      body: await wordmarkPng('#d62828', 320),
      headers: { 'x-api-key': owner, 'content-type': 'image/png' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(upload.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    await origin?.cleanup();
  });

  it('serves the override to its account after others filled the shared cache', async () => {
    const query = 'size=64&format=png';
    for (let round = 0; round < 2; round++) {
      await expectPublic(query, { 'x-api-key': other });
      await expectPublic(query, trustedPage);
      await expectOverride(query);
      await expectOverride(query);
    }
  });

  it('keeps the override out of the shared cache when its account asks first', async () => {
    const query = 'size=32&format=png';
    for (let round = 0; round < 2; round++) {
      await expectOverride(query);
      await expectPublic(query, { authorization: `Bearer ${other}` });
      await expectPublic(query, trustedPage);
      await expectPublic(query, { 'x-api-key': other });
    }
  });

  it("serves the override to a key-less page of the account's registered site, never from the shared cache", async () => {
    const accountId = (await origin.deps.accounts.account('owner@example.com'))!.id;
    expect(await origin.deps.state.origins.add(provenOrigin(accountId, 'https://shop.example.test'), 5, new Date())).toBe('stored');
    const query = 'size=48&format=png';
    for (let round = 0; round < 2; round++) {
      await expectPublic(query, trustedPage);
      expect(await served(query, { referer: 'https://shop.example.test/cart' })).toEqual({ logo: 'override', marked: 'account', cacheControl: expect.stringMatching(/^private\b/) });
      await expectPublic(query, { 'x-api-key': other });
    }
  });

  it('still answers callers without overrides from the shared cache', async () => {
    const query = 'size=128&format=png';
    await expectPublic(query, { 'x-api-key': other });
    const again = await get(`${nginx.url}/v1/acme.com?${query}&token=${other}`);
    expect([again.status, again.headers.get('x-cache')]).toEqual([200, 'HIT']);
    const owners = await get(`${nginx.url}/v1/acme.com?${query}&token=${owner}`);
    expect([owners.status, owners.headers.get('x-cache'), owners.headers.get('x-logo-override')]).toEqual([200, 'MISS', 'account']);
  });

  it('answers the account from the shared cache again once its override is removed', async () => {
    const removed = await fetch(`${server.url}/v1/overrides/acme.com`, { method: 'DELETE', headers: { 'x-api-key': owner }, signal: AbortSignal.timeout(10_000) });
    expect(removed.status).toBe(200);
    // The edge reuses the account's auth answer for a second.
    await vi.waitFor(
      async () => {
        const response = await get(`${nginx.url}/v1/acme.com?size=128&format=png&token=${owner}`);
        expect([response.status, response.headers.get('x-cache'), response.headers.get('x-logo-override')]).toEqual([200, 'HIT', null]);
      },
      { timeout: 5000, interval: 100 },
    );
  });
});
