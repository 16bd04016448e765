// Where a dashboard form may come from, through a listening origin: the Origin a browser sends must be PUBLIC_URL's
// origin, never whatever the request's Host says, and `Origin: null` (a sandboxed frame, which a sibling subdomain can
// put a victim's browser in) is refused like any other site.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { freePort } from '../../helpers/listener.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
let origin: TestOrigin;
let server: RunningServer;

const browser = (): FormClient => formClient((path, init) => fetch(`${server.url}${path}`, init));

/** A form post with the Host header a client chooses, which fetch() does not let a caller set. */
function postWithHost(path: string, host: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${server.url}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = await createTestOrigin({ seed: false, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  server = await listen(origin.app, port, '127.0.0.1');
  const account = await origin.deps.accounts.createAccount('owner@example.com', 'free');
  await origin.deps.passwords.set(account.id, PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe("a dashboard form's origin", () => {
  it('is refused when it is null, even with a valid token: a sandboxed frame on a sibling site sends that', async () => {
    const client = browser();
    const csrf = await client.csrf('/signin');
    const refused = await client.post('/signin', { csrf, email: 'owner@example.com', password: PASSWORD }, { origin: 'null' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This form was refused: the form was sent from a page with no origin');
    expect(client.cookies.has('logos_session')).toBe(false);
  });

  it("is accepted when it is PUBLIC_URL's origin, or absent (the token alone then)", async () => {
    for (const headers of [{ origin: server.url }, {}] as Record<string, string>[]) {
      const client = browser();
      const csrf = await client.csrf('/signin');
      const response = await client.post('/signin', { csrf, email: 'owner@example.com', password: PASSWORD }, headers);
      expect(response.status).toBe(303);
      expect(client.cookies.has('logos_session')).toBe(true);
    }
  });

  it("is compared with PUBLIC_URL, not with the request's Host or scheme", async () => {
    const client = browser();
    const csrf = await client.csrf('/signin');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const body = new URLSearchParams({ csrf, email: 'owner@example.com', password: PASSWORD }).toString();
    // The Host header names the page the Origin names, but neither is where this service is.
    expect(await postWithHost('/signin', 'evil.example', { cookie, origin: 'http://evil.example' }, body)).toBe(403);
    // The same host and port under another scheme is another origin.
    expect(await postWithHost('/signin', new URL(server.url).host, { cookie, origin: server.url.replace('http:', 'https:') }, body)).toBe(403);
    expect(await postWithHost('/signin', new URL(server.url).host, { cookie, origin: server.url }, body)).toBe(303);
  });
});
