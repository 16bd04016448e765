// `logos import` through the real CLI queues the logo-change notice in state for an account that asked for a brand
// whose logo it brought, and queues nothing when a second import changes no logo (test/pipeline/seed-notices.test.ts
// follows such notices to a receiver).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { createRoot } from '../../server/root.ts';
import type { StateStore } from '../../state/types.ts';
import { logos as runLogos } from '../helpers/cli.ts';

let dataDir: string;
let accountId: string;
const logos = (...args: string[]) => runLogos(dataDir, args);

/** Opens the folder's state the way a command does, and closes it after. */
async function withState<T>(work: (state: StateStore) => Promise<T>): Promise<T> {
  const root = createRoot(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    return await work(await root.state());
  } finally {
    await root.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-import-notices-'));
  accountId = await withState(async (state) => {
    const account = await state.accounts.createAccount('importer@example.com', 'free');
    await state.webhooks.create(account.id, 'https://hooks.example.com/logos');
    await state.requestedDomains.add([{ accountId: account.id, domain: 'stripe.com', day: new Date().toISOString().slice(0, 10) }]);
    return account.id;
  });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('logos import', () => {
  it('queues one notice for the brand the account asked for, and none when no logo changed', async () => {
    const first = await logos('import', '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ brandsChanged: expect.any(Number) });
    const queued = await withState((state) => state.webhooks.deliveries(accountId));
    expect(queued).toEqual([expect.objectContaining({ domain: 'stripe.com', status: 'pending', attempts: 0 })]);

    const second = await logos('import');
    expect(second.stdout).toMatch(/^brands whose logo changed 0 /m);
    expect(await withState((state) => state.webhooks.deliveries(accountId))).toHaveLength(1);
  }, 240_000);
});
