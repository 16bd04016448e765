// Control characters and bidirectional overrides in text inputs, through a listening origin: every query parameter,
// JSON body and path name that holds one is refused with 400 INVALID_PARAMETER naming it, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../server/listen.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let key: string;
let accountId: string;

beforeAll(async () => {
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' } });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  accountId = (await origin.deps.accounts.createAccount('ops@example.com', 'pro')).id;
  key = (await origin.deps.accounts.createKey(accountId, 'crm')).key;
}, 60_000);
afterAll(async () => {
  await server.close();
  await origin.cleanup();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { 'x-api-key': key, 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(15_000) });
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

// What the characters look like as they arrive: an escape sequence that recolours a terminal, a right-to-left override
// that reverses what a reader sees, DEL, a C1 control and an isolate.
const cases: [label: string, path: string, init: RequestInit | undefined, named: string][] = [
  ['merchant q with SOH and an ANSI escape', '/v1/merchant?q=AMZN%01%1B[31m%20Mktp', undefined, 'q'],
  ['search q with a right-to-left override', `/v1/search?q=${encodeURIComponent('str\u202Eipe')}`, undefined, 'q'],
  ['a logo option with DEL', '/v1/stripe.com?fallback=https://cdn.example.com/x%7F.png', undefined, 'fallback'],
  ['merchant q through the logo route with a C1 control', `/v1/merchant/logo?q=${encodeURIComponent('SQ *JOES\u0085DELI')}`, undefined, 'q'],
  ['a name in the path with an isolate', `/v1/name/${encodeURIComponent('Stripe\u2066')}`, undefined, 'brand'],
  ['a batch line', '/v1/merchant', json({ lines: ['VENMO *JANE DOE', 'AMZN\u001B[2J Mktp'] }), 'lines[1]'],
  ['a webhook URL', '/v1/webhooks', json({ url: 'https://hooks.example.com/\u202Egnp.exe' }), 'url'],
  ['a report reason', '/v1/brand/stripe.com/report', json({ reason: 'old logo \u202Ewen' }), 'reason'],
  ['an origin', `/v1/origins?origin=${encodeURIComponent('https://app.example.com\t')}`, { method: 'PUT' }, 'origin'],
];

describe('text inputs refuse hidden characters', () => {
  it.each(cases)('%s, with 400 naming it', async (_label, path, init, named) => {
    const response = await call(path, init);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_PARAMETER',
      message: expect.stringMatching(new RegExp(`^${named.replace(/[[\]]/g, '\\$&')} must not contain control or bidirectional-override characters, got U\\+[0-9A-F]{4} at character \\d+$`)),
    });
  });

  it('refuses an MCP tool argument as the API does, as a tool error naming the argument', async () => {
    const response = await call('/mcp', {
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_brands', arguments: { query: 'str\u202Eipe' } } }),
    });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { isError: boolean; structuredContent: unknown } };
    expect(result).toMatchObject({ isError: true, structuredContent: { code: 'INVALID_PARAMETER', message: 'query must not contain control or bidirectional-override characters, got U+202E at character 4' } });
  });

  it('stores nothing that was refused, and takes the same inputs without the characters', async () => {
    expect(await origin.deps.state.reports.list(10)).toEqual([]);
    expect(await origin.deps.webhooks.store.list(accountId)).toEqual([]);
    expect((await call('/v1/merchant?q=AMZN%20Mktp')).status).toBe(200);
    expect((await call(`/v1/search?q=${encodeURIComponent('stripe café')}`)).status).toBe(200);
    expect((await call(`/v1/name/${encodeURIComponent('Stripe')}?format=svg`)).status).toBe(200);
  });
});
