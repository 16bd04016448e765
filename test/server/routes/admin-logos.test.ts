// Operators pin a brand's logo through HTTP (/v1/admin/logos) on a listening origin: every caller is served the pin,
// neither a discovery run nor a seed import replaces it, the history says who did what, and a revert goes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { storeDiscovered } from '../../../pipeline/discovery/store.ts';
import { importSeed } from '../../../pipeline/seed/import.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { bodyOf, meanDrawnColour, pixelsOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { wordmarkPng } from '../../helpers/site-images.ts';

let origin: TestOrigin;
let server: RunningServer;
let admin: string;
let customer: string;

// A fresh connection each time: a seed import in this process holds the event loop past the server's keep-alive.
const call = (path: string, key: string | undefined, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { connection: 'close', ...(key ? { 'x-api-key': key } : {}), ...(init.headers as Record<string, string>) }, signal: AbortSignal.timeout(20_000) });
const pin = (domain: string, query: string, body: Buffer | string, key = admin) => call(`/v1/admin/logos/${domain}?${query}`, key, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
type History = { domain: string; entries: { what: string; by: string; variant: string; theme: string; current: boolean; revertedAt?: string | null }[] };

beforeAll(async () => {
  origin = await createTestOrigin({ env: { ADMIN_EMAILS: 'Ops@Example.com, other@example.com' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const ops = await origin.deps.accounts.createAccount('ops@example.com', 'enterprise');
  const buyer = await origin.deps.accounts.createAccount('buyer@example.com', 'free');
  ({ key: admin } = await origin.deps.accounts.createKey(ops.id, 'ops'));
  ({ key: customer } = await origin.deps.accounts.createKey(buyer.id, 'crm'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('operator pins', () => {
  it('serves a pinned wordmark to every caller, drops prebuilt objects of the slot, and records who pinned it', async () => {
    await origin.deps.assetStore.put('v1/stripe.com/logo/light/64.png', await markPng('#635bff', 64), { contentType: 'image/png' });
    const seedLogo = await call('/v1/stripe.com?variant=logo&format=png&size=256', customer);
    const response = await pin('stripe.com', 'variant=logo&theme=light', await wordmarkPng('#d62828', 640));
    expect(response.status).toBe(200);
    const history = (await response.json()) as History;
    expect(history.entries[0]).toMatchObject({ what: 'pin', by: 'admin:ops@example.com', variant: 'logo', theme: 'light', current: true });
    expect(history.entries.find((e) => e.what === 'seed' && e.variant === 'logo')).toMatchObject({ current: false });
    expect(await origin.deps.assetStore.head('v1/stripe.com/logo/light/64.png')).toBeUndefined();

    for (const [key, headers] of [[customer, {}], [undefined, {}]] as const) {
      const served = await call('/v1/stripe.com/logo/light/64.png', key, { headers });
      expect(served.status).toBe(200);
      const image = await bodyOf(served);
      const { width, height } = await pixelsOf(image);
      expect(Math.max(width, height)).toBe(64);
      expect(width / height).toBeGreaterThan(4);
    }
    const now = await call('/v1/stripe.com?variant=logo&format=png&size=256', customer);
    expect(now.headers.get('etag')).not.toBe(seedLogo.headers.get('etag'));
  });

  it('keeps the pin when a discovery run or a seed import would store that slot', async () => {
    const discovered = await decodeImage(await wordmarkPng('#264653', 640), 16_777_216);
    const outcome = await storeDiscovered(origin.deps, 'stripe.com', [
      { provider: 'website', kind: 'page-logo', url: 'https://stripe.com/img/logo.png', score: 0.97, verdict: 'accepted', image: discovered, slot: { variant: 'logo', theme: 'light' }, rank: 0, format: 'png', width: discovered.width, height: discovered.height },
    ]);
    expect(outcome).toMatchObject({ stored: false, reason: expect.stringContaining('from pin') });
    const summary = await importSeed(origin.deps.catalog, origin.deps.storage);
    expect(summary.assetsPinned).toBeGreaterThanOrEqual(1);
    const served = await call('/v1/stripe.com?variant=logo&format=png&size=128', customer);
    const colour = await meanDrawnColour(await bodyOf(served));
    expect(colour.r).toBeGreaterThan(colour.b + 20);
    expect(origin.deps.catalog.assetsOf('stripe.com').filter((a) => a.variant === 'logo' && a.theme === 'light').map((a) => a.provenance.source)).toEqual(['pin']);
  });

  it('reverts one step at a time: a second pin, then the first, then the seed again', async () => {
    expect((await pin('stripe.com', 'variant=logo', await wordmarkPng('#2a9d8f', 640))).status).toBe(200);
    const first = await call('/v1/admin/logos/stripe.com/revert', admin, { method: 'POST' });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as History;
    expect(afterFirst.entries[0]).toMatchObject({ what: 'revert', by: 'admin:ops@example.com' });
    expect(afterFirst.entries.filter((e) => e.what === 'pin').map((e) => e.current)).toEqual([false, true]);
    expect((await call('/v1/admin/logos/stripe.com/revert', admin, { method: 'POST' })).status).toBe(200);
    const logos = origin.deps.catalog.assetsOf('stripe.com').filter((a) => a.variant === 'logo' && a.theme === 'light');
    expect(logos.map((a) => a.provenance.source)).not.toContain('pin');
    expect(logos.length).toBeGreaterThan(0);
    const none = await call('/v1/admin/logos/stripe.com/revert', admin, { method: 'POST' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ code: 'NOTHING_TO_REVERT', message: expect.stringContaining('stripe.com') });
    const history = (await (await call('/v1/admin/logos/stripe.com/history', admin)).json()) as History;
    expect(history.entries.filter((e) => e.what === 'pin').every((e) => e.revertedAt)).toBe(true);
    expect(history.entries.filter((e) => e.what === 'revert')).toHaveLength(2);
  });

  it('pins a brand the catalog does not know, so its monogram gives way to the logo', async () => {
    const before = await call('/v1/newco-example.com?format=png', customer);
    expect(before.headers.get('x-logo-source')).toBe('monogram');
    expect((await pin('newco-example.com', 'variant=icon&theme=light', await markPng('#e76f51', 256))).status).toBe(200);
    const after = await call('/v1/newco-example.com?format=png', customer);
    expect(after.headers.get('x-logo-source')).not.toBe('monogram');
  });

  it('refuses other accounts, bad slots and bad files with a clear code', async () => {
    const mark = await markPng('#000000', 64);
    const notAdmin = await pin('stripe.com', 'variant=icon', mark, customer);
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toEqual({ code: 'FORBIDDEN', message: expect.stringContaining('buyer@example.com') });
    expect((await call('/v1/admin/logos/stripe.com/history', undefined)).status).toBe(401);
    const badVariant = await pin('stripe.com', 'variant=banner', mark);
    expect(badVariant.status).toBe(400);
    expect(await badVariant.json()).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringMatching(/^variant must be one of icon, logo, symbol, got "banner"/) });
    const notImage = await pin('stripe.com', 'variant=icon', 'GIF89a but not really');
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ code: 'INVALID_IMAGE', message: expect.stringMatching(/^body/) });
  });
});
