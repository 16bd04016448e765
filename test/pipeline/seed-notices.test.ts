// A seed import that changes a brand's logo sends the logo-change notice pins send, through the same deliveries (a
// real https receiver, signed): once per brand whose stored logo changed and that an account asked for, never for an
// unchanged brand, a pinned slot the import leaves alone, or a brand nobody asked for.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importSeed } from '../../pipeline/seed/import.ts';
import { verifySignature } from '../../server/webhooks/signature.ts';
import { markPng } from '../helpers/discovery-images.ts';
import { testResolver } from '../helpers/fake-web.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../helpers/https-receiver.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { OPENSSL, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const openssl = requireBinaryOrSkip('test/pipeline/seed-notices.test.ts', OPENSSL);

let receiver: HttpsReceiver;
let origin: TestOrigin;
let key: string;
let secret: string;

const call = (path: string, init: RequestInit = {}) => origin.request(path, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
const importWithNotices = () => importSeed(origin.deps.catalog, origin.deps.storage, { logoChanged: origin.deps.webhooks.logoChanged });
/** The domains of the notices received so far, in order. */
const noticed = () => receiver.received.map((one) => (JSON.parse(one.body) as { domain: string }).domain);
/** Sends what is queued and resolves once the receiver has `count` notices in all. */
async function delivered(count: number): Promise<string[]> {
  await vi.waitFor(async () => {
    await origin.deps.webhooks.deliveries.drain();
    expect(receiver.received).toHaveLength(count);
  }, { timeout: 10_000, interval: 100 });
  return noticed();
}

beforeAll(async () => {
  if (!openssl) return;
  receiver = await startHttpsReceiver(openssl);
  origin = await createTestOrigin({ seed: false, env: { ...receiver.env, ADMIN_EMAILS: 'seed-hooks@example.com' }, resolver: testResolver() });
  const account = await origin.deps.accounts.createAccount('seed-hooks@example.com', 'free');
  key = (await origin.deps.accounts.createKey(account.id, 'seed hooks')).key;
  ({ secret } = await origin.deps.webhooks.store.create(account.id, `https://hooks-test.com:${receiver.port}/logos`));
}, 60_000);
afterAll(async () => {
  await origin?.cleanup();
  await receiver?.close();
});

describe.skipIf(!openssl)('a seed import', () => {
  it('notices a brand the account asked for when it brings its first logo, and no brand nobody asked for', async () => {
    for (const domain of ['stripe.com', 'github.com', 'slack.com']) {
      expect((await call(`/v1/${domain}?format=png&size=64`)).headers.get('x-logo-source')).toBe('monogram');
    }
    await origin.deps.requestedDomains.flush();
    const summary = await importWithNotices();
    // Every brand with a mark got its first logo; only those the account asked for are noticed.
    expect(summary.brandsChanged).toBeGreaterThan(1000);
    expect((await delivered(3)).sort()).toEqual(['github.com', 'slack.com', 'stripe.com']);
    const { headers, body } = receiver.received[0]!;
    const signed = { timestamp: String(headers['x-logos-timestamp']), signature: String(headers['x-logos-signature']) };
    expect(verifySignature(secret, body, signed, Math.floor(Date.now() / 1000))).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ event: 'logo.changed', logo: expect.stringMatching(/^\/v1\/[a-z.]+\?v=[0-9a-z]+$/) });
  }, 120_000);

  it('notices once a brand whose logo it changed, and neither an unchanged brand nor a pinned slot', async () => {
    // stripe.com as an older seed left it: another mark in its wordmark's record and object.
    const wordmark = origin.deps.catalog.assetsOf('stripe.com').find((asset) => asset.variant === 'logo')!;
    await origin.deps.storage.put(wordmark.storageKey, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 1"><rect width="4" height="1"/></svg>'), { contentType: 'image/svg+xml' });
    origin.deps.catalog.upsertAsset({ ...wordmark, contentHash: 'an-older-mark' });
    // slack.com's symbol pinned by an operator: its own notice, and the import must leave that slot alone.
    const pinned = await call('/v1/admin/logos/slack.com?variant=symbol', { method: 'PUT', body: await markPng('#4a154b', 256), headers: { 'content-type': 'image/png' } });
    expect(pinned.status).toBe(200);
    expect((await delivered(4)).at(-1)).toBe('slack.com');

    const summary = await importWithNotices();
    expect(summary).toMatchObject({ brandsChanged: 1, assetsWritten: 1 });
    expect(summary.assetsPinned).toBeGreaterThanOrEqual(1);
    expect((await delivered(5)).at(-1)).toBe('stripe.com');
    expect(origin.deps.catalog.assetsOf('stripe.com').find((asset) => asset.variant === 'logo')!.contentHash).toBe(wordmark.contentHash);
    expect(origin.deps.catalog.assetsOf('slack.com').filter((asset) => asset.variant === 'symbol' && asset.theme === 'light').map((asset) => asset.provenance.source)).toEqual(['pin']);
  }, 120_000);

  it('sends nothing when it leaves every logo as it was', async () => {
    const summary = await importWithNotices();
    expect(summary).toMatchObject({ brandsChanged: 0, assetsWritten: 0, assetsRemoved: 0 });
    expect(await origin.deps.webhooks.deliveries.drain()).toBe(0);
    expect(receiver.received).toHaveLength(5);
  }, 120_000);
});
