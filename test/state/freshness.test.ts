// Refreshes, re-checks, webhooks and deliveries behave the same in both state backends: SQLite always, PostgreSQL on
// a real server when installed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { StateStore } from '../../state/types.ts';
import { stateBackends } from '../helpers/state-backends.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1) + seconds * 1000);
const backends = stateBackends('state backend').single
  .filter(([, available]) => available)
  .map(([name, , open]) => [name, open] as const);

describe.each(backends)('%s: discovery queue refreshes', (_name, open) => {
  let state: StateStore;
  beforeAll(async () => {
    state = await open();
  });

  it('puts refreshed domains ahead of more requested ones, in the order they came, and says each one\'s place', async () => {
    const queue = state.discoveryQueue;
    for (let i = 0; i < 5; i++) await queue.enqueue('popular.com', at(0));
    await queue.enqueue('other.com', at(0));
    expect(await queue.refresh('first.com', at(1))).toEqual({ state: 'queued', position: 1 });
    expect(await queue.refresh('other.com', at(2))).toEqual({ state: 'queued', position: 2 });
    // Asking again keeps the place it had.
    expect(await queue.refresh('first.com', at(3))).toEqual({ state: 'queued', position: 1 });
    expect(await queue.claim(at(4))).toEqual({ domain: 'first.com', attempts: 1 });
    expect(await queue.refresh('first.com', at(5))).toEqual({ state: 'running', position: null });
    expect(await queue.refresh('other.com', at(5))).toEqual({ state: 'queued', position: 1 });
    expect((await queue.claim(at(6)))?.domain).toBe('other.com');
    expect((await queue.claim(at(7)))?.domain).toBe('popular.com');
    // A completed run leaves the refresh behind: the next refresh queues afresh.
    await queue.complete('first.com', 'found', { nextAttemptAt: at(1e8), now: at(8) });
    expect(await queue.get('first.com')).toMatchObject({ status: 'found' });
    expect(await queue.refresh('first.com', at(9))).toEqual({ state: 'queued', position: 1 });
    expect(await queue.get('first.com')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('makes found domains due again once their last look is older than the re-check age, oldest first, bounded', async () => {
    const queue = state.discoveryQueue;
    for (const [domain, foundAt] of [['old.com', 100], ['older.com', 50], ['recent.com', 10_000]] as const) {
      await queue.enqueue(domain, at(foundAt - 1));
      await queue.complete(domain, 'found', { nextAttemptAt: at(1e8), now: at(foundAt) });
    }
    expect(await queue.requeueFound(at(5_000), at(20_000), 1)).toBe(1);
    expect(await queue.get('older.com')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await queue.get('old.com')).toMatchObject({ status: 'found' });
    expect(await queue.requeueFound(at(5_000), at(20_000), 10)).toBe(1);
    expect(await queue.get('old.com')).toMatchObject({ status: 'pending' });
    expect(await queue.get('recent.com')).toMatchObject({ status: 'found' });
  });
});

describe.each(backends)('%s: webhooks', (_name, open) => {
  let state: StateStore;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    state = await open();
    alice = (await state.accounts.createAccount('alice@example.com', 'free')).id;
    bob = (await state.accounts.createAccount('bob@example.com', 'free')).id;
  });

  it('keeps the secret out of every listing and deletes only the owner\'s webhook', async () => {
    const { webhook, secret } = await state.webhooks.create(alice, 'https://hooks.example.com/a', at(0));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await state.webhooks.list(alice)).toEqual([{ id: webhook.id, accountId: alice, url: 'https://hooks.example.com/a', createdAt: at(0).toISOString() }]);
    expect(JSON.stringify(await state.webhooks.list(alice))).not.toContain(secret);
    expect(await state.webhooks.remove(bob, webhook.id)).toBe(false);
    expect(await state.webhooks.remove(alice, webhook.id)).toBe(true);
    expect(await state.webhooks.list(alice)).toEqual([]);
  });

  it('queues a delivery for each webhook of accounts that asked for the brand within the window, and retries it', async () => {
    const { webhook, secret } = await state.webhooks.create(alice, 'https://hooks.example.com/b', at(0));
    await state.webhooks.create(bob, 'https://hooks.example.com/bob', at(0));
    await state.requestedDomains.add([
      { accountId: alice, domain: 'acme.com', day: '2026-02-20' },
      { accountId: alice, domain: 'acme.com', day: '2026-02-10' },
      { accountId: bob, domain: 'acme.com', day: '2026-01-01' },
    ]);
    const asked = await state.requestedDomains.accountsSince('acme.com', '2026-02-01');
    expect(asked).toEqual([alice]);
    const queued = await state.webhooks.enqueueForAccounts(asked, 'acme.com', (id) => JSON.stringify({ id }), at(10));
    expect(queued).toBe(1);
    const claimed = await state.webhooks.claim(at(10), 60_000);
    expect(claimed).toMatchObject({ url: 'https://hooks.example.com/b', secret, attempts: 1 });
    expect(JSON.parse(claimed!.payload)).toEqual({ id: claimed!.id });
    // Leased: no second worker takes it.
    expect(await state.webhooks.claim(at(11), 60_000)).toBeUndefined();
    await state.webhooks.complete(claimed!.id, { now: at(12), status: 'pending', httpStatus: 500, error: 'answered 500', nextAttemptAt: at(72) });
    expect(await state.webhooks.claim(at(71), 60_000)).toBeUndefined();
    expect(await state.webhooks.claim(at(72), 60_000)).toMatchObject({ id: claimed!.id, attempts: 2 });
    await state.webhooks.complete(claimed!.id, { now: at(73), status: 'delivered', httpStatus: 204, error: null, nextAttemptAt: at(73) });
    expect(await state.webhooks.deliveries(alice)).toEqual([
      expect.objectContaining({ id: claimed!.id, webhookId: webhook.id, domain: 'acme.com', status: 'delivered', attempts: 2, lastStatus: 204, lastError: null }),
    ]);
    expect(await state.webhooks.deliveries(bob)).toEqual([]);
    expect(await state.requestedDomains.prune('2026-02-01')).toBe(1);
    expect(await state.webhooks.pruneDeliveries(at(11))).toBe(1);
    expect(await state.webhooks.deliveries(alice)).toEqual([]);
  });
});
