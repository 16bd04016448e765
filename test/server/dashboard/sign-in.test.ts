import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDashboard } from '../../../server/dashboard/index.tsx';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { createTestOrigin, socketFrom, type TestOrigin } from '../../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
let origin: TestOrigin;
let clock: number;
type Dashboard = ReturnType<typeof createDashboard>;
let app: Dashboard;
let ipCounter = 0;

// Each client is a browser at its own address, so the per-IP attempt limit of one test does not touch another.
function browser(options: { ip?: string; target?: Dashboard } = {}): FormClient {
  const ip = options.ip ?? `198.51.100.${++ipCounter}`;
  const target = options.target ?? app;
  return formClient((path, init) => Promise.resolve(target.request(path, init, socketFrom(ip))));
}

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false, env: { SESSION_TTL: '1h' } });
  app = createDashboard(origin.deps, { now: () => clock });
  const account = await origin.deps.accounts.createAccount('user@example.com', 'free');
  await origin.deps.passwords.set(account.id, PASSWORD);
});
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10, 12, 0, 5);
});
afterAll(() => origin.cleanup());

describe('sign in', () => {
  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie that expires with the session', async () => {
    const client = browser();
    const response = await client.signIn('User@Example.com', PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    const cookie = client.lastSetCookie.find((line) => line.startsWith('logos_session='))!;
    expect(cookie).toMatch(/^logos_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9%]{40,}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    const dashboard = await client.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Signed in as user@example.com');
  });

  it('returns to the page of this site named by next, and to the dashboard for any other address', async () => {
    const cases: [string, string][] = [
      ['/brand/stripe.com#report', '/brand/stripe.com#report'],
      ['https://evil.example/brand/x', '/dashboard'],
      ['//evil.example/brand/x', '/dashboard'],
      ['/\\evil.example', '/dashboard'],
    ];
    for (const [next, location] of cases) {
      const client = browser();
      const csrf = await client.csrf(`/signin?next=${encodeURIComponent(next)}`);
      const response = await client.post('/signin', { csrf, email: 'user@example.com', password: PASSWORD, next });
      expect(response.status, next).toBe(303);
      expect(response.headers.get('location'), next).toBe(location);
    }
  });

  it('answers a wrong password and an unknown email with the same generic error', async () => {
    const client = browser();
    const wrong = await client.signIn('user@example.com', 'not the password');
    const unknown = await client.signIn('nobody@example.com', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('<p id="form-error" class="form-error" role="alert">Email or password is incorrect.</p>');
    }
    expect(client.cookies.has('logos_session')).toBe(false);
    expect((await client.get('/dashboard')).headers.get('location')).toBe('/signin');
  });

  it('refuses a sign-in without a CSRF token, or with a token of another browser, with 403 and a clear message', async () => {
    const client = browser();
    await client.csrf('/signin');
    const missing = await client.post('/signin', { email: 'user@example.com', password: PASSWORD });
    expect(missing.status).toBe(403);
    const html = await missing.text();
    expect(html).toContain('This form was refused: the form&#39;s security token is missing, expired or from another page.');
    expect(missing.headers.get('content-security-policy')).toContain("script-src 'self'");
    const othersToken = await browser().csrf('/signin');
    const foreign = await client.post('/signin', { csrf: othersToken, email: 'user@example.com', password: PASSWORD });
    expect(foreign.status).toBe(403);
    expect(client.cookies.has('logos_session')).toBe(false);
  });

  it('refuses a form posted from another site even with a valid token', async () => {
    const client = browser();
    const csrf = await client.csrf('/signin');
    const response = await client.post('/signin', { csrf, email: 'user@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('the form was sent from another site');
  });

  it('limits wrong passwords per (email, IP) to 5 a minute, without locking the owner out elsewhere', async () => {
    const account = await origin.deps.accounts.createAccount('limited@example.com', 'free');
    await origin.deps.passwords.set(account.id, PASSWORD);
    const guesser = '203.0.113.50';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser({ ip: guesser }).signIn('limited@example.com', 'wrong password')).status).toBe(401);
    }
    const refused = await browser({ ip: guesser }).signIn('limited@example.com', PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(60);
    expect(await refused.text()).toContain('Too many attempts. Wait 60 seconds, then try again.');
    // The owner, at another address, is not locked out by the guesser.
    expect((await browser().signIn('limited@example.com', PASSWORD)).status).toBe(303);
    clock += 60_000;
    expect((await browser({ ip: guesser }).signIn('limited@example.com', PASSWORD)).status).toBe(303);
  });

  it('limits attempts per client IP to 20 a minute, whatever the emails', async () => {
    const client = browser({ ip: '203.0.113.77' });
    const csrf = await client.csrf('/signin');
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await client.post('/signin', { csrf, email: `guess${attempt}@example.com`, password: 'x' })).status).toBe(401);
    }
    expect((await client.post('/signin', { csrf, email: 'user@example.com', password: PASSWORD })).status).toBe(429);
  });

  it('ends a session when its time is up: the old cookie no longer opens the dashboard, and the row is gone', async () => {
    const client = browser();
    await client.signIn('user@example.com', PASSWORD);
    const idHash = createHash('sha256').update(client.cookies.get('logos_session')!.split('.')[0]!).digest('hex');
    const rows = () => origin.deps.stateDb!.prepare('SELECT count(*) FROM sessions WHERE id_hash = ?').pluck().get(idHash);
    expect(rows()).toBe(1);
    clock += 3600_000 - 1;
    expect((await client.get('/dashboard')).status).toBe(200);
    clock += 1;
    const expired = await client.get('/dashboard');
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe('/signin');
    expect(rows()).toBe(0);
  });

  it('signs out for real: the session is deleted, so a copy of the cookie is worth nothing', async () => {
    const client = browser();
    await client.signIn('user@example.com', PASSWORD);
    const stolen = client.cookies.get('logos_session')!;
    const csrf = await client.csrf('/dashboard');
    const out = await client.post('/signout', { csrf });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/signin');
    expect(client.lastSetCookie.some((line) => /^logos_session=;.*Max-Age=0/.test(line))).toBe(true);
    const replay = browser();
    replay.cookies.set('logos_session', stolen);
    expect((await replay.get('/dashboard')).status).toBe(303);
  });

  it('ignores a session cookie whose signature was tampered with', async () => {
    const client = browser();
    await client.signIn('user@example.com', PASSWORD);
    const [id] = client.cookies.get('logos_session')!.split('.');
    client.cookies.set('logos_session', `${id}.${'A'.repeat(43)}`);
    expect((await client.get('/dashboard')).headers.get('location')).toBe('/signin');
  });

  it('marks cookies Secure behind a trusted proxy that says https, and only then', async () => {
    // The test browsers connect from 198.51.100.x, here taken for the proxy.
    const behindProxy = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '198.51.100.0/24' } });
    try {
      const target = createDashboard(behindProxy.deps);
      const secure = browser({ target });
      await secure.get('/signin', { 'x-forwarded-proto': 'https' });
      expect(secure.lastSetCookie[0]).toMatch(/; Secure/);
      const plain = browser({ target });
      await plain.get('/signin', { 'x-forwarded-proto': 'http' });
      expect(plain.lastSetCookie[0]).not.toMatch(/Secure/);
    } finally {
      behindProxy.cleanup();
    }
    const untrusted = browser();
    await untrusted.get('/signin', { 'x-forwarded-proto': 'https' });
    expect(untrusted.lastSetCookie[0]).not.toMatch(/Secure/);
  });
});

describe('session secret', () => {
  it('is generated once and kept in state.db, unless SESSION_SECRET is set', async () => {
    const stored = origin.deps.stateDb!.prepare("SELECT value FROM settings WHERE name = 'session_secret'").pluck().get();
    expect(origin.deps.sessionSecret).toBe(stored);
    expect(origin.deps.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const given = await createTestOrigin({ seed: false, env: { SESSION_SECRET: 's'.repeat(40) } });
    try {
      expect(given.deps.sessionSecret).toBe('s'.repeat(40));
    } finally {
      given.cleanup();
    }
  });
});
