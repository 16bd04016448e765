import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

const REMOTE = '203.0.113.7';
let origin: TestOrigin;
let key: string;
let keyId: string;

beforeAll(async () => {
  origin = await createTestOrigin({ env: { TRUSTED_ORIGINS: 'app.example.com, *.customer.io' } });
  const account = await origin.deps.accounts.createAccount('owner@example.com', 'pro');
  ({ key, record: { id: keyId } } = await origin.deps.accounts.createKey(account.id, 'crm'));
});
afterAll(() => origin.cleanup());

const status = async (path: string, headers: Record<string, string> = {}, ip = REMOTE) => {
  const response = await origin.request(path, { headers }, ip);
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
};

describe('the /v1 access gate', () => {
  it('refuses a request without credentials with 401 UNAUTHORIZED', async () => {
    expect(await status('/v1/stripe.com')).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('accepts a key in Authorization: Bearer and in X-API-Key', async () => {
    expect((await status('/v1/stripe.com', { authorization: `Bearer ${key}` })).status).toBe(200);
    expect((await status('/v1/stripe.com', { 'x-api-key': key })).status).toBe(200);
  });

  it.each([
    ['a lower-case scheme', () => `bearer ${key}`],
    ['spaces around the key', () => `Bearer   ${key}  `],
  ])('accepts Authorization with %s', async (_label, header) => {
    expect((await status('/v1/stripe.com', { authorization: header() })).status).toBe(200);
  });

  it.each([
    ['a malformed key', { authorization: 'Bearer la_short' }],
    ['a key without la_', { 'x-api-key': 'sk_' + 'a'.repeat(32) }],
    ['an unknown well-formed key', { 'x-api-key': `la_${'A'.repeat(32)}` }],
    ['an Authorization header of another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a key-length value with a space inside', { authorization: `Bearer la_${'A'.repeat(15)} ${'A'.repeat(16)}` }],
    ['a key run into the scheme', { authorization: `Bearerla_${'A'.repeat(32)}` }],
  ])('refuses %s with 401 INVALID_API_KEY', async (_label, headers) => {
    expect(await status('/v1/stripe.com', headers)).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
  });

  it('lets the key decide when both a key and a trusted origin are present', async () => {
    const headers = { origin: 'https://app.example.com', 'x-api-key': `la_${'B'.repeat(32)}` };
    expect(await status('/v1/stripe.com', headers)).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
  });

  it.each([
    [{ origin: 'https://app.example.com' }],
    [{ origin: 'http://app.example.com:3000' }],
    [{ origin: 'https://eu.customer.io' }],
    [{ origin: 'https://a.b.customer.io' }],
    [{ referer: 'https://app.example.com/crm/contacts?id=4' }],
  ])('accepts a trusted origin %j', async (headers) => {
    expect((await status('/v1/stripe.com', headers)).status).toBe(200);
  });

  it.each([
    [{ origin: 'https://example.com' }],
    [{ origin: 'https://customer.io' }],
    [{ origin: 'https://evilcustomer.io' }],
    [{ origin: 'https://app.example.com.evil.net' }],
    [{ origin: 'null' }],
    [{ referer: 'not a url' }],
  ])('refuses an untrusted origin %j', async (headers) => {
    expect(await status('/v1/stripe.com', headers)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('lets the machine itself in without credentials (LOCAL_ACCESS defaults to true)', async () => {
    expect((await status('/v1/stripe.com', {}, '127.0.0.1')).status).toBe(200);
    expect((await status('/v1/stripe.com', {}, '::ffff:127.0.0.1')).status).toBe(200);
  });

  it('keeps /health and the legacy redirects open', async () => {
    expect((await status('/health')).status).toBe(200);
    expect((await status('/stripe.com')).status).toBe(301);
    expect((await status('/v1/stripe.com/logo.png')).status).toBe(301);
  });

  it('answers /v1/me only with a key', async () => {
    expect(await status('/v1/me', { origin: 'https://app.example.com' })).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect((await status('/v1/me', { 'x-api-key': key })).status).toBe(200);
  });

  it('stops accepting a revoked key on the very next request', async () => {
    const account = (await origin.deps.accounts.account('owner@example.com'))!;
    const spare = await origin.deps.accounts.createKey(account.id, 'spare');
    expect((await status('/v1/stripe.com', { 'x-api-key': spare.key })).status).toBe(200);
    await origin.deps.accounts.revokeKey(spare.record.id);
    expect(await status('/v1/stripe.com', { 'x-api-key': spare.key })).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
    expect((await status('/v1/stripe.com', { 'x-api-key': key })).status).toBe(200);
  });

  it('never writes the key to a log line', async () => {
    await status('/v1/stripe.com', { 'x-api-key': key });
    await status('/v1/stripe.com?size=abc', { 'x-api-key': key });
    origin.deps.usage.flush();
    expect(origin.logs.join('\n')).not.toContain(key);
    expect(origin.logs.join('\n')).not.toContain(key.slice('la_'.length + 6));
    expect(keyId).toMatch(/^key_/);
  });
});

describe('a proxy on the same machine (finding 13.1)', () => {
  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '198.51.100.9' }],
    ['Forwarded', { forwarded: 'for=198.51.100.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '198.51.100.9' }],
    ['Via', { via: '1.1 cdn' }],
  ])('does not take a loopback request carrying %s for the machine itself', async (_name, headers) => {
    expect(await status('/v1/stripe.com', headers, '127.0.0.1')).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('still lets a plain request from the machine in, as the README\'s first curl does', async () => {
    expect((await status('/v1/stripe.com', {}, '127.0.0.1')).status).toBe(200);
  });

  it('warns once that the proxy is not named in TRUST_PROXY', async () => {
    await status('/v1/stripe.com', { 'x-forwarded-for': '198.51.100.9' }, '127.0.0.1');
    await status('/v1/stripe.com', { 'x-forwarded-for': '198.51.100.10' }, '127.0.0.1');
    expect(origin.logs.filter((line) => line.includes('TRUST_PROXY does not name'))).toHaveLength(1);
  });
});

describe('TRUST_PROXY (finding 13.2)', () => {
  let behind: TestOrigin;
  beforeAll(async () => {
    behind = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => behind.cleanup());

  it('does not believe "X-Forwarded-For: 127.0.0.1" from a client that reaches the port directly', async () => {
    const response = await behind.request('/v1/stripe.com?format=svg', { headers: { 'x-forwarded-for': '127.0.0.1' } }, REMOTE);
    expect(response.status).toBe(401);
  });

  it('limits a client per its real address however it rotates X-Forwarded-For', async () => {
    const limit = 10;
    const headers = (i: number) => ({ 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}`, origin: 'https://x.example' });
    // A trusted origin makes the anonymous caller pass the gate; the per-IP limit must then be on the socket's address.
    const plans = join(tempDataDir(), 'plans.json');
    writeFileSync(plans, JSON.stringify({ plans: { free: { rateLimitPerMinute: 10, monthlyQuota: null } }, anonymousRateLimitPerMinute: limit }));
    const gated = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', TRUSTED_ORIGINS: 'x.example', PLANS_FILE: plans }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < limit + 5; i++) statuses.push((await gated.request('/v1/example.com?format=svg', { headers: headers(i) }, REMOTE)).status);
      expect(statuses.filter((code) => code === 429)).toHaveLength(5);
    } finally {
      await gated.cleanup();
    }
  });

  it('takes the address nginx on this machine saw, not the one the client wrote', async () => {
    const response = await behind.request('/v1/stripe.com?format=svg', { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' } }, '127.0.0.1');
    expect(response.status).toBe(401);
  });
});

describe('LOCAL_ACCESS=false', () => {
  it('refuses key-less loopback requests', async () => {
    const closed = await createTestOrigin({ seed: false, env: { LOCAL_ACCESS: 'false' } });
    try {
      const response = await closed.request('/v1/stripe.com', {}, '127.0.0.1');
      expect(response.status).toBe(401);
    } finally {
      closed.cleanup();
    }
  });
});
