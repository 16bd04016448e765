import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
const KEY = /la_[A-Za-z0-9_-]{32}/g;
let origin: TestOrigin;
let client: FormClient;
let accountId: string;

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  accountId = (await origin.deps.accounts.createAccount('keys@example.com', 'startup')).id;
  await origin.deps.passwords.set(accountId, PASSWORD);
  client = formClient((path, init) => origin.request(path, init, '198.51.100.20'));
  expect((await client.signIn('keys@example.com', PASSWORD)).status).toBe(303);
});
afterAll(() => origin.cleanup());

describe('dashboard keys', () => {
  it('shows a new key in the response that created it, and never again; no page holds a hash', async () => {
    const created = await client.post('/dashboard/keys', { csrf: await client.csrf('/dashboard'), name: 'crm <prod>' });
    expect(created.status).toBe(201);
    const html = await created.text();
    const keys = html.match(KEY) ?? [];
    expect(keys).toHaveLength(1);
    expect(html).toContain('data-replace-url="/dashboard"');
    expect(html).toContain('crm &lt;prod&gt;');
    const owner = await origin.deps.accounts.ownerOf(keys[0]!);
    expect(owner?.account.id).toBe(accountId);

    const again = await (await client.get('/dashboard')).text();
    expect(again).not.toContain(keys[0]);
    expect(again).not.toMatch(KEY);
    expect(again).not.toMatch(/[0-9a-f]{64}/);
    expect(again).toContain(`<code>${keys[0]!.slice(0, 9)}…</code>`);
  });

  it('refuses to create a key without a valid CSRF token, and creates nothing', async () => {
    const before = (await origin.deps.accounts.keys(accountId)).length;
    const response = await client.post('/dashboard/keys', { csrf: 'forged', name: 'attacker' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This form was refused');
    expect(await origin.deps.accounts.keys(accountId)).toHaveLength(before);
  });

  it('says what is wrong with an empty key name', async () => {
    const response = await client.post('/dashboard/keys', { csrf: await client.csrf('/dashboard'), name: '   ' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Give the key a name, such as the app that will use it.');
  });

  it('revokes a key only after the confirmation form, and refuses the post without its token', async () => {
    const created = await client.post('/dashboard/keys', { csrf: await client.csrf('/dashboard'), name: 'to revoke' });
    const key = (await created.text()).match(KEY)![0];
    const id = (await origin.deps.accounts.ownerOf(key))!.key.id;
    const confirm = await client.get(`/dashboard/keys/${id}/revoke`);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Revoke key “to revoke”?');
    expect(await origin.deps.accounts.ownerOf(key)).toBeDefined();
    expect((await client.post(`/dashboard/keys/${id}/revoke`, {})).status).toBe(403);
    expect(await origin.deps.accounts.ownerOf(key)).toBeDefined();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const revoked = await client.post(`/dashboard/keys/${id}/revoke`, { csrf });
    expect(revoked.status).toBe(303);
    expect(await origin.deps.accounts.ownerOf(key)).toBeUndefined();
    expect(await (await client.get('/dashboard')).text()).toMatch(/<tr data-key-id="[^"]+"><td>to revoke<\/td>.*?Revoked/);
  });

  it('answers 404 for another account\'s key, as for an unknown one', async () => {
    const other = await origin.deps.accounts.createAccount('other@example.com', 'free');
    const { record, key } = await origin.deps.accounts.createKey(other.id, 'theirs');
    const csrf = await client.csrf('/dashboard');
    for (const id of [record.id, 'key_unknown']) {
      expect((await client.get(`/dashboard/keys/${id}/revoke`)).status).toBe(404);
      expect((await client.post(`/dashboard/keys/${id}/revoke`, { csrf })).status).toBe(404);
    }
    expect(await origin.deps.accounts.ownerOf(key)).toBeDefined();
  });

  it('shows plan, usage of this month and today, the 30-day chart and the configured trusted origins', async () => {
    const { key } = await origin.deps.accounts.createKey(accountId, 'usage');
    for (let i = 0; i < 3; i++) await origin.request('/v1/me', { headers: { 'x-api-key': key } });
    const html = await (await client.get('/dashboard')).text();
    expect(html).toContain('<dd>startup</dd>');
    expect(html).toContain('<dd id="usage-month">3 of 1,000,000 requests</dd>');
    expect(html).toContain('<dd id="usage-today">3 requests</dd>');
    expect(html.match(/<rect class="bar"/g)).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toContain(`data-day="${today}" data-count="3"`);
    expect(html).toContain('<p id="trusted-origins">None are configured.</p>');
  });

  it('sends signed-out visitors of any dashboard page to sign in, even for posts', async () => {
    const stranger = formClient((path, init) => origin.request(path, init, '198.51.100.21'));
    for (const response of [await stranger.get('/dashboard'), await stranger.post('/dashboard/keys', { name: 'x' })]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/signin');
    }
  });
});

describe('pages', () => {
  it('carry a strict Content-Security-Policy and no-store on every page, errors included', async () => {
    const stranger = formClient((path, init) => origin.request(path, init, '198.51.100.22'));
    const pages: [FormClient, string, number][] = [
      [stranger, '/', 200],
      [stranger, '/signin', 200],
      [client, '/?q=stripe', 200],
      [client, '/dashboard', 200],
      [client, '/dashboard/overrides', 200],
      [client, '/dashboard/keys/key_unknown/revoke', 404],
      [client, '/signup', 404],
    ];
    for (const [who, path, status] of pages) {
      const response = await who.get(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      const html = await response.text();
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, path).not.toMatch(/\sstyle=|\son[a-z]+=/);
    }
  });

  it('serves its script and styles from the origin, cacheable for a year at the hashed URL', async () => {
    const html = await (await client.get('/')).text();
    const js = /<script src="(\/static\/app\.js\?v=[0-9a-f]{12})"/.exec(html)![1]!;
    const response = await client.get(js);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('history.replaceState');
    expect((await client.get('/static/app.css?v=old')).headers.get('cache-control')).toBe('no-cache');
  });
});
