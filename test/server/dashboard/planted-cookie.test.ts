// A session cookie planted by a sibling origin, through a listening origin: a page on another port or subdomain of
// the host can set `logos_session=<its own session>; Path=/dashboard`, which the browser then sends before the
// visitor's own. Two session cookies are no session (both are cleared), and over HTTPS the cookies are `__Host-`
// ones, which no sibling can set, so a plain `logos_session` beside them is never read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { freePort } from '../../helpers/listener.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
let origin: TestOrigin;
let server: RunningServer;
let attackerId: string;

/** A browser on http, or on https as a TLS-terminating proxy (trusted by TRUST_PROXY) tells the origin. */
function browser(scheme: 'http' | 'https' = 'http'): FormClient {
  return formClient((path, init) => fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...(scheme === 'https' && { 'x-forwarded-proto': 'https' }) } }));
}

/** A request with the Cookie header exactly as given, as a browser holding both cookies sends it. */
const withCookies = (path: string, cookie: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { cookie, ...headers }, redirect: 'manual' });

async function signedIn(email: string, scheme: 'http' | 'https' = 'http'): Promise<string> {
  const client = browser(scheme);
  expect((await client.signIn(email, PASSWORD)).status).toBe(303);
  const name = scheme === 'https' ? '__Host-logos_session' : 'logos_session';
  return client.cookies.get(name)!;
}

beforeAll(async () => {
  const port = await freePort();
  origin = await createTestOrigin({ seed: false, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '127.0.0.1' } });
  server = await listen(origin.app, port, '127.0.0.1');
  for (const email of ['victim@example.com', 'attacker@example.com']) {
    const account = await origin.deps.accounts.createAccount(email, 'free');
    await origin.deps.passwords.set(account.id, PASSWORD);
    if (email.startsWith('attacker')) attackerId = account.id;
  }
});
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('a planted session cookie', () => {
  it("signs the visitor out instead of into the planter's account, and clears both cookies, on http", async () => {
    const victim = await signedIn('victim@example.com');
    const attacker = await signedIn('attacker@example.com');
    // The planted cookie has the longer path, so the browser sends it first.
    const both = `logos_session=${attacker}; logos_session=${victim}`;
    const keysBefore = (await origin.deps.accounts.keys(attackerId)).length;
    const dashboard = await withCookies('/dashboard', both);
    const html = await dashboard.text();
    expect(html).not.toContain('Signed in as attacker@example.com');
    expect(dashboard.status).toBe(303);
    expect(dashboard.headers.get('location')).toBe('/signin');
    const cleared = dashboard.headers.getSetCookie().filter((line) => /^logos_session=;/.test(line) && /Max-Age=0/.test(line));
    const paths = cleared.filter((line) => !/Domain=/i.test(line)).map((line) => /Path=([^;]*)/.exec(line)?.[1]);
    expect(paths).toEqual(expect.arrayContaining(['/', '/dashboard']));

    // A key the visitor would create goes to no account: there is no page, so no token, and no session.
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const created = await fetch(`${server.url}/dashboard/keys`, { method: 'POST', headers: { cookie: both }, body: new URLSearchParams({ csrf, name: 'mine' }), redirect: 'manual' });
    expect(created.status).not.toBe(201);
    expect((await origin.deps.accounts.keys(attackerId)).length).toBe(keysBefore);
    // One cookie, the visitor's own, still works.
    expect(await (await withCookies('/dashboard', `logos_session=${victim}`)).text()).toContain('Signed in as victim@example.com');
  });

  it('clears a planted anonymous CSRF cookie beside the own one too, so a sign-in form cannot be bound to it', async () => {
    const planted = await withCookies('/signin', `logos_anon=${'A'.repeat(43)}; logos_anon=${'B'.repeat(43)}`);
    expect(planted.headers.getSetCookie().some((line) => /^logos_anon=;.*Max-Age=0/.test(line))).toBe(true);
  });

  it('names the cookies __Host- over https, and never reads a plain logos_session a sibling set', async () => {
    const client = browser('https');
    expect((await client.signIn('victim@example.com', PASSWORD)).status).toBe(303);
    expect(client.lastSetCookie.find((line) => line.startsWith('__Host-logos_session='))).toMatch(
      /^__Host-logos_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9%]{40,}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(client.cookies.has('logos_session')).toBe(false);
    expect(client.cookies.has('__Host-logos_anon')).toBe(true);
    const victim = client.cookies.get('__Host-logos_session')!;
    const attacker = await signedIn('attacker@example.com', 'https');
    const https = { 'x-forwarded-proto': 'https' };
    // A sibling subdomain can set only the plain name (a __Host- cookie takes no Domain): it is ignored.
    const beside = await withCookies('/dashboard', `logos_session=${attacker}; __Host-logos_session=${victim}`, https);
    expect(await beside.text()).toContain('Signed in as victim@example.com');
    const alone = await withCookies('/dashboard', `logos_session=${attacker}`, https);
    expect(alone.status).toBe(303);
    expect(alone.headers.get('location')).toBe('/signin');
  });
});
