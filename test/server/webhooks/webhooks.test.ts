// Webhooks through HTTP on a listening origin, delivering to a real https receiver on 127.0.0.1 whose self-signed
// certificate is made here and trusted only through WEBHOOK_CA_FILE (its address admitted by WEBHOOK_ALLOW): bad
// URLs refused naming `url`, a delivery after discovery changed a logo the account asked for, its signature checked
// by the documented recipe, a retry after the receiver answers 500, and the listing in the API and the dashboard.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { verifySignature } from '../../../server/webhooks/signature.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { formClient } from '../../helpers/form-client.ts';
import { startHttpsReceiver, type HttpsReceiver, type Received } from '../../helpers/https-receiver.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { OPENSSL, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const openssl = requireBinaryOrSkip('test/server/webhooks/webhooks.test.ts', OPENSSL);

let fake: FakeWeb;
let receiver: HttpsReceiver;
let receiverPort: number;
let received: Received[];
let answers: number[];
let origin: TestOrigin;
let server: RunningServer;
let key: string;
let accountId: string;

const call = (path: string, init: RequestInit = {}, withKey = true) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...(withKey && { authorization: `Bearer ${key}` }), 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(15_000) });
const register = (url: unknown) => call('/v1/webhooks', { method: 'POST', body: JSON.stringify({ url }) });

beforeAll(async () => {
  if (!openssl) return;
  receiver = await startHttpsReceiver(openssl);
  ({ port: receiverPort, received, answers } = receiver);

  fake = await startFakeWeb();
  fake.on('newlogo-test.com', '/', { body: '<html><head><meta charset=utf-8><link rel="apple-touch-icon" href="/touch.png"></head></html>' });
  fake.on('newlogo-test.com', '/touch.png', { body: await markPng('#6a1b9a', 180), type: 'image/png' });
  origin = await createTestOrigin({
    seed: false,
    env: { ...fakeDiscoveryEnv(fake), ...receiver.env, WEBHOOK_RETRY_S: '1', ADMIN_EMAILS: 'hooks@example.com' },
    resolver: testResolver(),
  });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  accountId = (await origin.deps.accounts.createAccount('hooks@example.com', 'free')).id;
  key = (await origin.deps.accounts.createKey(accountId, 'hooks')).key;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await fake?.close();
  await receiver?.close();
});

describe.skipIf(!openssl)('POST /v1/webhooks refuses', () => {
  it.each([
    ['plain http', 'http://hooks-test.com/logos', /^url must use https/],
    ['a private address', 'https://10.1.2.3/logos', /^url must reach a public address: 10\.1\.2\.3 resolves to 10\.1\.2\.3, which is not a public address$/],
    ['loopback', 'https://127.0.0.1/logos', /^url must reach a public address: 127\.0\.0\.1 resolves to 127\.0\.0\.1/],
    ['a name resolving to loopback on a port WEBHOOK_ALLOW does not name', 'https://hooks-test.com/logos', /^url must reach a public address: hooks-test\.com resolves to 127\.0\.0\.1/],
    ['credentials', 'https://user:pw@hooks-test.com/', /^url must not carry a user name or password$/],
    ['an overlong URL', `https://hooks-test.com/${'a'.repeat(2100)}`, /^url must have at most 2048 characters, got 2\d{3}$/],
    ['no URL at all', 'not a url', /^url must be an absolute https:\/\/ URL, got "not a url"$/],
    ['a number', 42, /^url is required/],
  ])('%s with 400 naming url', async (_label, url, message) => {
    const response = await register(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringMatching(message) });
  });

  it('a port other than 443 and those WEBHOOK_PORTS lists, with 400 WEBHOOK_PORT_NOT_ALLOWED, so deliveries probe no other service', async () => {
    for (const url of ['https://hooks-test.com:22/', 'https://93.184.215.14:8443/logos', `https://hooks-test.com:${receiverPort + 1}/`]) {
      const response = await register(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'WEBHOOK_PORT_NOT_ALLOWED', message: expect.stringMatching(/^url must use port 443, \d+ \(WEBHOOK_PORTS lists the ports besides 443\), got \d+$/) });
    }
    expect(await origin.deps.webhooks.store.list(accountId)).toEqual([]);
  });

  it('a body that is not a JSON object, or too large, and any call without a key', async () => {
    const notJson = await call('/v1/webhooks', { method: 'POST', body: 'url=https://hooks-test.com/' });
    expect(await notJson.json()).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('JSON object') });
    const huge = await call('/v1/webhooks', { method: 'POST', body: JSON.stringify({ url: 'https://hooks-test.com/', pad: 'x'.repeat(10_000) }) });
    expect(huge.status).toBe(400);
    expect((await call('/v1/webhooks', {}, false)).status).toBe(401);
    expect(await origin.deps.webhooks.store.list(accountId)).toEqual([]);
  });
});

describe.skipIf(!openssl)('a webhook', () => {
  let secret: string;
  let hookUrl: string;

  it('is created with its secret shown once, and listed without it; the plan bounds how many', async () => {
    hookUrl = `https://hooks-test.com:${receiverPort}/logos?team=7`;
    const created = await register(hookUrl);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; url: string; createdAt: string; secret: string };
    expect(body).toEqual({ id: expect.stringMatching(/^wh_/), url: hookUrl, createdAt: expect.any(String), secret: expect.stringMatching(/^whsec_/) });
    secret = body.secret;
    const spare = (await (await register(`https://hooks-test.com:${receiverPort}/spare`)).json()) as { id: string };
    const third = await register(`https://hooks-test.com:${receiverPort}/third`);
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ code: 'WEBHOOK_LIMIT', message: 'the free plan allows 2 webhooks; delete one first' });
    expect((await call(`/v1/webhooks/${spare.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/v1/webhooks/${spare.id}`, { method: 'DELETE' })).status).toBe(404);
    const listed = await call('/v1/webhooks');
    const text = await listed.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toEqual({ webhooks: [{ id: body.id, url: hookUrl, createdAt: body.createdAt }], deliveries: [], limit: 2 });
  });

  it('receives a signed notice when a brand the account asked for gets a logo, retried after a 500', async () => {
    // The account asks for a domain nobody has a logo of: a monogram, and discovery queued.
    const monogram = await call('/v1/newlogo-test.com?format=png&size=64');
    expect(monogram.headers.get('x-logo-source')).toBe('monogram');
    await origin.deps.requestedDomains.flush();
    await origin.deps.discoveryIntake.flush();
    answers.push(500);
    expect(await origin.deps.discoveryWorker.drain()).toBe(1);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 50 });

    const [pending] = (await (await call('/v1/webhooks')).json() as { deliveries: Record<string, unknown>[] }).deliveries;
    expect(pending).toMatchObject({ domain: 'newlogo-test.com', url: hookUrl, status: 'pending', attempts: 1, lastStatus: 500, lastError: 'answered 500' });
    // The retry comes after WEBHOOK_RETRY_S; the worker is asked until it has come due.
    await vi.waitFor(async () => {
      await origin.deps.webhooks.deliveries.drain();
      expect(received).toHaveLength(2);
    }, { timeout: 10_000, interval: 200 });

    const { headers, body } = received[1]!;
    expect(body).toBe(received[0]!.body);
    expect(headers['content-type']).toBe('application/json');
    const notice = JSON.parse(body) as Record<string, string>;
    expect(notice).toEqual({
      id: pending!.id,
      event: 'logo.changed',
      domain: 'newlogo-test.com',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      logo: expect.stringMatching(/^\/v1\/newlogo-test\.com\?v=[0-9a-z]+$/),
      brand: '/v1/brand/newlogo-test.com',
    });
    // The documented recipe, written out: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret, hex.
    const timestamp = String(headers['x-logos-timestamp']);
    expect(headers['x-logos-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
    const nowS = Math.floor(Date.now() / 1000);
    const signed = { timestamp, signature: String(headers['x-logos-signature']) };
    expect(verifySignature(secret, body, signed, nowS)).toBe(true);
    expect(verifySignature(secret, body.replace('newlogo', 'evil'), signed, nowS)).toBe(false);
    expect(verifySignature('whsec_other', body, signed, nowS)).toBe(false);
    expect(verifySignature(secret, body, signed, nowS + 301)).toBe(false);

    // The logo the notice points at is the new one.
    const logo = await call(`${notice.logo}&format=png&size=64`);
    expect(logo.headers.get('x-logo-source')).not.toBe('monogram');

    const [delivered] = (await (await call('/v1/webhooks')).json() as { deliveries: Record<string, unknown>[] }).deliveries;
    expect(delivered).toMatchObject({ id: pending!.id, status: 'delivered', attempts: 2, lastStatus: 204, lastError: null });
  });

  it('receives a notice when an operator pins, and again when the pin is taken back', async () => {
    const asked = await call('/v1/pinned-test.com?format=png&size=64');
    expect(asked.headers.get('x-logo-source')).toBe('monogram');
    await origin.deps.requestedDomains.flush();
    const noticesOf = () => received.map((one) => JSON.parse(one.body) as { domain: string; event: string }).filter((notice) => notice.domain === 'pinned-test.com');
    const pinned = await call('/v1/admin/logos/pinned-test.com?variant=icon', { method: 'PUT', body: await markPng('#00897b', 256), headers: { 'content-type': 'image/png' } });
    expect(pinned.status).toBe(200);
    await vi.waitFor(async () => {
      await origin.deps.webhooks.deliveries.drain();
      expect(noticesOf()).toEqual([expect.objectContaining({ event: 'logo.changed' })]);
    }, { timeout: 10_000, interval: 100 });
    expect((await call('/v1/admin/logos/pinned-test.com/revert', { method: 'POST' })).status).toBe(200);
    await vi.waitFor(async () => {
      await origin.deps.webhooks.deliveries.drain();
      expect(noticesOf()).toHaveLength(2);
    }, { timeout: 10_000, interval: 100 });
  });

  it('is listed with its deliveries in the dashboard, and added there with the secret shown once', async () => {
    await origin.deps.passwords.set(accountId, 'correct horse battery');
    const client = formClient((path, init) => fetch(`${server.url}${path}`, init));
    expect((await client.signIn('hooks@example.com', 'correct horse battery')).status).toBe(303);
    const html = await (await client.get('/dashboard/webhooks')).text();
    expect(html).toContain(`<code>${hookUrl.replace('&', '&amp;')}</code>`);
    expect(html).toMatch(/<tr data-delivery-id="dlv_[^"]+" data-status="delivered"><td>newlogo-test\.com<\/td>/);
    expect(html).not.toContain(secret);
    const refused = await client.post('/dashboard/webhooks', { csrf: await client.csrf('/dashboard/webhooks'), url: 'http://hooks-test.com/' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('The URL was refused: it must use https');
    const added = await client.post('/dashboard/webhooks', { csrf: await client.csrf('/dashboard/webhooks'), url: `https://hooks-test.com:${receiverPort}/second` });
    expect(added.status).toBe(201);
    expect(await added.text()).toMatch(/<code id="new-secret">whsec_[A-Za-z0-9_-]{43}<\/code>/);
  });
});

describe.skipIf(!openssl)('the delivery client', () => {
  it('does not trust the receiver\'s certificate without WEBHOOK_CA_FILE', async () => {
    const untrusting = await createTestOrigin({ seed: false, env: { WEBHOOK_ALLOW: `127.0.0.1:${receiverPort}`, WEBHOOK_PORTS: String(receiverPort), WEBHOOK_MAX_ATTEMPTS: '1' }, resolver: testResolver() });
    try {
      const account = await untrusting.deps.accounts.createAccount('untrusting@example.com', 'free');
      await untrusting.deps.webhooks.store.create(account.id, `https://hooks-test.com:${receiverPort}/logos`);
      await untrusting.deps.state.requestedDomains.add([{ accountId: account.id, domain: 'acme-test.com', day: new Date().toISOString().slice(0, 10) }]);
      const before = received.length;
      expect(await untrusting.deps.webhooks.logoChanged('acme-test.com', new Date())).toBe(1);
      expect(await untrusting.deps.webhooks.deliveries.drain()).toBe(1);
      const [failed] = await untrusting.deps.webhooks.store.deliveries(account.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatus: null, lastError: expect.stringMatching(/self[- ]signed certificate/i) });
      expect(received.length).toBe(before);
    } finally {
      await untrusting.cleanup();
    }
  });
});
