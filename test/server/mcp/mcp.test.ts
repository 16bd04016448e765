// POST /mcp through a listening origin with the MCP SDK's own client: the tools answer what the API answers, behind
// the API's key, limits and usage, where each tool call counts as one request and the handshake and lists do not.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;
const keys: Record<'roomy' | 'tiny', { key: string; accountId: string }> = {} as never;

beforeAll(async () => {
  const plans = join(tempDataDir(), 'plans.json');
  writeFileSync(plans, JSON.stringify({ plans: { roomy: { rateLimitPerMinute: 1000, monthlyQuota: null }, tiny: { rateLimitPerMinute: 3, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 }));
  origin = await createTestOrigin({ env: { PLANS_FILE: plans, LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  for (const plan of ['roomy', 'tiny'] as const) {
    const accountId = (await origin.deps.accounts.createAccount(`${plan}@example.com`, plan)).id;
    keys[plan] = { key: (await origin.deps.accounts.createKey(accountId, 'mcp')).key, accountId };
  }
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
});
afterAll(async () => {
  await server.close();
  await origin.cleanup();
});

async function connect(key: string | undefined): Promise<Client> {
  const client = new Client({ name: 'logos-test', version: '1' });
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const json = (result: unknown) => JSON.parse(text(result));

describe('POST /mcp with a key', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(keys.roomy.key);
  });
  afterAll(async () => client.close());

  it('lists the six tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_brand', 'get_logo', 'get_logo_url', 'identify_merchant', 'report_wrong_logo', 'search_brands']);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'get_logo')!.inputSchema.required).toEqual(['domain']);
  });

  it('searches brands by name, with logo URLs on this origin', async () => {
    const hits = json(await client.callTool({ name: 'search_brands', arguments: { query: 'stripe', limit: 3 } }));
    expect(hits[0]).toMatchObject({ name: 'Stripe', domain: 'stripe.com', logo: `${origin.config.linkOrigin}/v1/stripe.com` });
    expect(hits.length).toBeLessThanOrEqual(3);
  });

  it('answers the brand record by domain, ticker, name and work address, and a coin by symbol', async () => {
    for (const args of [{ domain: 'https://www.stripe.com/pricing' }, { name: 'Stripe' }, { email: 'jane@stripe.com' }]) {
      expect(json(await client.callTool({ name: 'get_brand', arguments: args })), JSON.stringify(args)).toMatchObject({ domain: 'stripe.com', name: 'Stripe' });
    }
    expect(json(await client.callTool({ name: 'get_brand', arguments: { ticker: 'AAPL' } }))).toMatchObject({ domain: 'apple.com', name: 'Apple', ticker: { symbol: 'AAPL' } });
    expect(json(await client.callTool({ name: 'get_brand', arguments: { crypto: 'btc' } }))).toEqual({ crypto: 'BTC', name: 'Bitcoin', logo: `${origin.config.linkOrigin}/v1/crypto/BTC` });
  });

  it('refuses get_brand with none or two of its keys, and answers BRAND_NOT_FOUND for an unknown one, as tool errors', async () => {
    const none = await client.callTool({ name: 'get_brand', arguments: {} });
    expect(none.isError).toBe(true);
    expect(text(none)).toBe('INVALID_PARAMETER: give exactly one of domain, email, ticker, name, crypto, got none');
    expect(text(await client.callTool({ name: 'get_brand', arguments: { domain: 'stripe.com', name: 'Stripe' } }))).toContain('got domain and name');
    const unknown = await client.callTool({ name: 'get_brand', arguments: { domain: 'no-such-brand-here.example' } });
    expect(unknown).toMatchObject({ isError: true, structuredContent: { code: 'BRAND_NOT_FOUND' } });
  });

  it('builds a logo URL with only the options given, and names a bad domain', async () => {
    const result = await client.callTool({ name: 'get_logo_url', arguments: { domain: 'Stripe.com', size: 64, theme: 'dark', variant: 'symbol', fallback: '404' } });
    expect(text(result)).toBe(`${origin.config.linkOrigin}/v1/stripe.com?size=64&theme=dark&variant=symbol&fallback=404`);
    // The URL names PUBLIC_URL; the same path on the listening origin is what a client behind it reaches.
    const { pathname, search } = new URL(text(result));
    const served = await fetch(`${server.url}${pathname}${search}`, { headers: { authorization: `Bearer ${keys.roomy.key}` } });
    expect(served.status).toBe(200);
    const bad = await client.callTool({ name: 'get_logo_url', arguments: { domain: 'not a domain' } });
    expect(bad).toMatchObject({ isError: true, structuredContent: { code: 'INVALID_DOMAIN' } });
  });

  it('answers a logo as a PNG image of the asked size, and an SVG as text', async () => {
    const result = (await client.callTool({ name: 'get_logo', arguments: { domain: 'stripe.com', size: 64 } })) as CallToolResult;
    const image = result.content[0] as { type: string; data: string; mimeType: string };
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const decoded = await sharp(Buffer.from(image.data, 'base64')).metadata();
    expect(decoded.format).toBe('png');
    expect(Math.max(decoded.width!, decoded.height!)).toBe(64);
    expect((result.content[1] as { text: string }).text).toContain('stripe.com');
    const svg = (await client.callTool({ name: 'get_logo', arguments: { domain: 'stripe.com', format: 'svg' } })) as CallToolResult;
    expect(svg.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/^<svg[\s>]/) });
  });

  it('refuses an out-of-range size through the input schema, naming it', async () => {
    const result = await client.callTool({ name: 'get_logo', arguments: { domain: 'stripe.com', size: 5000 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('size');
  });

  it('identifies the merchant behind a statement line, and refuses a transfer', async () => {
    const found = json(await client.callTool({ name: 'identify_merchant', arguments: { line: 'AMZN Mktp US*2K4AB1CD3' } }));
    expect(found).toMatchObject({ merchant: 'Amazon', domain: 'amazon.com', brand: { name: 'Amazon' } });
    const transfer = await client.callTool({ name: 'identify_merchant', arguments: { line: 'VENMO *JANE DOE Visa Direct NY' } });
    expect(transfer).toMatchObject({ isError: true, structuredContent: { code: 'MERCHANT_NOT_FOUND' } });
  });

  it('stores a report of a wrong logo under the key\'s account and queues the brand', async () => {
    const stored = json(await client.callTool({ name: 'report_wrong_logo', arguments: { domain: 'stripe.com', reason: 'the old mark' } }));
    expect(stored).toMatchObject({ domain: 'stripe.com', rediscovery: 'queued' });
    const [report] = await origin.deps.state.reports.list(10, 'stripe.com');
    expect(report).toMatchObject({ id: stored.id, accountId: keys.roomy.accountId, reason: 'the old mark' });
    const bad = await client.callTool({ name: 'report_wrong_logo', arguments: { domain: 'stripe.com', reason: 'x', imageUrl: 'ftp://example.com/a.png' } });
    expect(text(bad)).toContain('imageUrl must be an http or https URL');
  });
});

describe('POST /mcp access, limits and usage', () => {
  it('answers 401 with the API\'s error JSON without a key, and the SDK client fails to connect', async () => {
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('Authorization: Bearer') });
    await expect(connect(undefined)).rejects.toMatchObject({ code: 401, message: expect.stringContaining('UNAUTHORIZED') });
    await expect(connect('la_not_a_real_key')).rejects.toMatchObject({ code: 401, message: expect.stringContaining('INVALID_API_KEY') });
  });

  it('counts each tool call as one request, the handshake and lists as none, and refuses calls over the limit', async () => {
    const client = await connect(keys.tiny.key);
    try {
      for (let i = 0; i < 3; i++) await client.listTools();
      for (let i = 0; i < 3; i++) expect((await client.callTool({ name: 'get_logo_url', arguments: { domain: 'stripe.com' } })).isError).toBeFalsy();
      await expect(client.callTool({ name: 'get_logo_url', arguments: { domain: 'stripe.com' } })).rejects.toMatchObject({ code: 429, message: expect.stringContaining('RATE_LIMITED') });
      // Lists stay free over the limit: an assistant can still see what it may call once the minute is over.
      expect((await client.listTools()).tools).toHaveLength(6);
    } finally {
      await client.close();
    }
    const over = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.tiny.key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'get_logo_url', arguments: { domain: 'stripe.com' } } }),
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('40');
    expect(await over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await origin.deps.usage.flush();
    expect(await origin.deps.usage.monthUsed(keys.tiny.accountId)).toBe(3);
  });

  it('shows the tool calls in the usage GET /v1/me answers', async () => {
    const me = async () => ((await (await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${keys.roomy.key}` } })).json()) as { usage: { today: number } }).usage.today;
    const before = await me();
    const client = await connect(keys.roomy.key);
    await client.callTool({ name: 'search_brands', arguments: { query: 'apple' } });
    await client.callTool({ name: 'get_logo_url', arguments: { domain: 'apple.com' } });
    await client.close();
    // Two tool calls, and the second GET /v1/me itself.
    expect(await me()).toBe(before + 3);
  });

  it('answers GET /mcp with 405: the server is stateless and keeps no stream', async () => {
    const response = await fetch(`${server.url}/mcp`, { headers: { authorization: `Bearer ${keys.roomy.key}`, accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
