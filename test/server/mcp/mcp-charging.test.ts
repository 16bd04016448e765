// What POST /mcp charges, through a listening origin with the stock plans: only the tool calls that run. A body the
// transport refuses whole (too large a batch, a wrong Accept or Content-Type, a message that is not JSON-RPC),
// notifications and calls whose params are not a call's count nothing, so a key-less flood from an account's own
// site cannot lock the account's key out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { provenOrigin } from '../../helpers/proven-origin.ts';

const SITE = 'https://shop.example.test';
const MCP_ACCEPT = 'application/json, text/event-stream';

let origin: TestOrigin;
let server: RunningServer;
const accounts = {} as Record<'free' | 'pro', { id: string; key: string }>;

beforeAll(async () => {
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  for (const plan of ['free', 'pro'] as const) {
    const { id } = await origin.deps.accounts.createAccount(`${plan}@example.com`, plan);
    accounts[plan] = { id, key: (await origin.deps.accounts.createKey(id, 'mcp')).key };
  }
  // A proven site: an unproven one is refused before anything is charged, which would prove nothing here.
  expect(await origin.deps.state.origins.add(provenOrigin(accounts.free.id, SITE), 100, new Date())).toBe('stored');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

const post = (body: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: MCP_ACCEPT, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const call = (id: number | undefined, args: unknown = { domain: 'stripe.com' }) => ({
  jsonrpc: '2.0',
  ...(id === undefined ? {} : { id }),
  method: 'tools/call',
  params: { name: 'get_logo_url', arguments: args },
});
const INITIALIZE = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } };
const used = async (account: 'free' | 'pro') => {
  await origin.deps.usage.flush();
  return origin.deps.usage.monthUsed(accounts[account].id);
};

describe('POST /mcp charges only the tool calls that run', () => {
  it("does not lock out the account's key after a key-less batch of 1,600 notifications from its own site", async () => {
    const notification = { jsonrpc: '2.0', method: 'tools/call' };
    const body = JSON.stringify(Array.from({ length: 1600 }, () => notification));
    expect(body.length).toBeGreaterThan(60_000);
    const before = await used('free');
    const flood = await post(body, { origin: SITE });
    expect(flood.status).toBe(400);
    expect(await flood.json()).toMatchObject({ error: { message: expect.stringContaining('Batch must not exceed 100 messages') } });
    // A batch the transport takes, but of notifications: they run nothing and are answered nothing.
    expect((await post(Array.from({ length: 100 }, () => notification), { origin: SITE })).status).toBe(202);
    expect(await used('free')).toBe(before);
    const own = await fetch(`${server.url}/v1/stripe.com?format=svg`, { headers: { authorization: `Bearer ${accounts.free.key}` } });
    expect(own.status).toBe(200);
    // Only this request is in the minute.
    expect(own.headers.get('ratelimit-remaining')).toBe('299');
  });

  it('answers three batches of 500 calls on a pro account with 400, and their calls count nothing', async () => {
    const before = await used('pro');
    for (let i = 0; i < 3; i++) {
      const refused = await post(Array.from({ length: 500 }, (_, id) => call(id + 1)), { authorization: `Bearer ${accounts.pro.key}` });
      expect(refused.status).toBe(400);
    }
    expect(await used('pro')).toBe(before);
  });

  it('counts nothing the transport refuses with 406, 415 or 400, and one for the call that runs', async () => {
    const key = { authorization: `Bearer ${accounts.pro.key}` };
    const before = await used('pro');
    expect((await post(call(1), { ...key, accept: 'application/json' })).status).toBe(406);
    expect((await post(call(1), { ...key, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ ...call(1), jsonrpc: '1.0' }, key)).status).toBe(400);
    expect((await post(call(1), { ...key, 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
    expect((await post([{ jsonrpc: '2.0', id: 0, method: 'initialize', params: INITIALIZE }, call(1)], key)).status).toBe(400);
    expect(await used('pro')).toBe(before);
    const ran = await post(call(1), key);
    expect(ran.status).toBe(200);
    expect(await ran.json()).toMatchObject({ id: 1, result: { content: [{ text: `${origin.deps.config.linkOrigin}/v1/stripe.com` }] } });
    expect(await used('pro')).toBe(before + 1);
  });
});

describe('POST /mcp tool calls whose arguments are not an object', () => {
  it('answers -32602 invalid params naming params.arguments, without a schema dump, and charges nothing', async () => {
    const key = { authorization: `Bearer ${accounts.pro.key}` };
    const before = await used('pro');
    for (const [args, got] of [['stripe.com', 'a string'], [['stripe.com'], 'an array'], [7, 'a number']] as const) {
      const response = await post(call(3, args), key);
      expect(response.status, got).toBe(200);
      const answer = (await response.json()) as { id: number; error: { code: number; message: string } };
      expect(answer).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: expect.stringContaining(`params.arguments must be an object`) } });
      expect(answer.error.message).toContain(`got ${got}`);
      expect(answer.error.message.length).toBeLessThan(160);
    }
    expect(await used('pro')).toBe(before);
  });

  it('answers them beside the calls that run in a batch, charging only those', async () => {
    const key = { authorization: `Bearer ${accounts.pro.key}` };
    const before = await used('pro');
    const response = await post([call(1), call(2, 'stripe.com'), call(undefined, 'x'), call(4, { domain: 'apple.com' })], key);
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[];
    expect(answers.map((one) => [one.id, one.error?.code ?? 'result']).sort()).toEqual([[1, 'result'], [2, -32602], [4, 'result']]);
    expect(await used('pro')).toBe(before + 2);
  });
});
