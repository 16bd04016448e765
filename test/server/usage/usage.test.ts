import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { utcDay } from '../../../state/days.ts';
import { openSqliteState } from '../../../state/sqlite/index.ts';
import { loadConfig, type Config } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';

let dataDir: string;
let config: Config;
let origin: Origin;
let key: string;
let keyId: string;
let accountId: string;

const today = () => utcDay(new Date());
async function storedUsage() {
  const state = openSqliteState(config.statePath);
  try {
    return {
      account: await state.usage.total('account', accountId, today(), today()),
      key: await state.usage.total('key', keyId, today(), today()),
      ip: await state.usage.total('ip', '127.0.0.1', today(), today()),
      lastUsed: (await state.accounts.key(keyId))?.lastUsedAt ?? null,
    };
  } finally {
    await state.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-usage-'));
  config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off' });
  origin = await startOrigin(config);
  const account = await origin.deps.accounts.createAccount('usage@example.com', 'enterprise');
  accountId = account.id;
  ({ key, record: { id: keyId } } = await origin.deps.accounts.createKey(accountId, 'load'));
});
afterAll(async () => {
  await origin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('usage tracking on a real server', () => {
  it('loses no count under 500 concurrent requests', async () => {
    const agent = new Agent({ connections: 100 });
    try {
      const responses = await Promise.all(
        Array.from({ length: 500 }, () =>
          undiciFetch(`${origin.url}/v1/stripe.com?size=32`, { headers: { 'x-api-key': key }, dispatcher: agent, signal: AbortSignal.timeout(20_000) }).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
          ),
        ),
      );
      expect(responses.filter((status) => status === 200)).toHaveLength(500);
    } finally {
      await agent.close();
    }
    origin.deps.usage.flush();
    expect(await storedUsage()).toMatchObject({ account: 500, key: 500, ip: 500 });
  });

  it('writes counts to the database on its own timer, without a shutdown', async () => {
    await fetch(`${origin.url}/v1/stripe.com?size=32`, { headers: { 'x-api-key': key } });
    await vi.waitFor(async () => {
      const stored = await storedUsage();
      expect(stored.account).toBe(501);
      expect(stored.lastUsed).not.toBeNull();
    }, { timeout: 15_000, interval: 100 });
  });

  it('keeps usage across a restart and reports it in /v1/me', async () => {
    await fetch(`${origin.url}/v1/stripe.com?size=32`, { headers: { authorization: `Bearer ${key}` } });
    await origin.close();
    origin = await startOrigin(config);
    const response = await fetch(`${origin.url}/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { usage: { today: number; month: number; remainingThisMonth: number | null } };
    expect(me.usage).toEqual({ today: 503, month: 503, remainingThisMonth: null });
  });
});
