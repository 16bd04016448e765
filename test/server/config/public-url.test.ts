// PUBLIC_URL through a listening origin: the storefront's key-less calls are told by it and never by the Host a
// caller writes, and the absolute URLs in answers (marked public, so shared caches keep them) name it alone.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const PUBLIC_URL = 'https://logos.example.test';

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, since fetch may not set Host: what an attacker's own client sends. */
function send(server: RunningServer, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers, agent: false, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const toolCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_brands', arguments: { query: 'stripe' } } });
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

async function started(env: Record<string, string>): Promise<{ origin: TestOrigin; server: RunningServer }> {
  const origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false', ...env } });
  return { origin, server: await listen(origin.app, 0, '127.0.0.1', origin.fastPath) };
}

describe('with PUBLIC_URL set and the storefront on', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let key: string;
  beforeAll(async () => {
    ({ origin, server } = await started({ PUBLIC_URL }));
    const account = await origin.deps.accounts.createAccount('crm@example.com', 'pro');
    key = (await origin.deps.accounts.createKey(account.id, 'crm')).key;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await origin.cleanup();
  });

  it('refuses a key-less call whose Host and Origin name the caller\'s own site, on the API and on MCP', async () => {
    const forged = { host: 'evil.example', origin: 'http://evil.example' };
    const search = await send(server, 'GET', '/v1/search?q=stripe', forged);
    expect(search.status).toBe(401);
    expect(JSON.parse(search.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await send(server, 'GET', '/v1/stripe.com', { host: 'evil.example', referer: 'http://evil.example/' })).status).toBe(401);
    expect((await send(server, 'POST', '/mcp', { ...forged, ...mcpHeaders }, toolCall)).status).toBe(401);
  });

  it('lets the storefront\'s own pages in by PUBLIC_URL, whatever Host says, and names PUBLIC_URL in the answer', async () => {
    const search = await send(server, 'GET', '/v1/search?q=stripe', { host: 'evil.example', origin: PUBLIC_URL });
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body)).toContainEqual(expect.objectContaining({ domain: 'stripe.com', logo: `${PUBLIC_URL}/v1/stripe.com` }));
    expect((await send(server, 'POST', '/mcp', { host: 'evil.example', origin: PUBLIC_URL, ...mcpHeaders }, toolCall)).status).toBe(200);
  });

  it('writes no Host into answers a shared cache may keep: search, brand, merchant, MCP and the OpenAPI servers', async () => {
    const keyed = { host: 'evil.example', 'x-api-key': key };
    const bodies = [
      (await send(server, 'GET', '/v1/search?q=stripe', keyed)).body,
      (await send(server, 'GET', '/v1/brand/stripe.com', keyed)).body,
      (await send(server, 'GET', '/v1/merchant?q=AMZN%20Mktp%20US', keyed)).body,
      (await send(server, 'POST', '/mcp', { ...keyed, ...mcpHeaders }, toolCall)).body,
      (await send(server, 'GET', '/api/open-api', { host: 'evil.example' })).body,
      (await send(server, 'GET', '/brand/stripe.com', { host: 'evil.example' })).body,
    ];
    for (const body of bodies) {
      expect(body).toContain(PUBLIC_URL);
      expect(body).not.toContain('evil.example');
    }
    expect(JSON.parse(bodies[4]!).servers).toEqual([{ url: PUBLIC_URL }]);
  });
});

describe('without PUBLIC_URL', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  beforeAll(async () => {
    ({ origin, server } = await started({ PUBLIC_URL: '' }));
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await origin.cleanup();
  });

  it('turns the storefront\'s key-less calls off, even for a page of the Host asked', async () => {
    const own = `http://127.0.0.1:${server.port}`;
    expect((await send(server, 'GET', '/v1/search?q=stripe', { origin: own })).status).toBe(401);
    expect((await send(server, 'GET', '/v1/stripe.com', { referer: `${own}/` })).status).toBe(401);
    // The page itself still renders; its URLs name the fallback origin, not the Host.
    const page = await send(server, 'GET', '/?q=stripe', { host: 'evil.example' });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`http://localhost:${origin.config.port}/v1/stripe.com`);
  });
});
