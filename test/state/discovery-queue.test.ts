import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteDiscoveryQueue as createDiscoveryQueue } from '../../state/sqlite/discovery-queue.ts';
import type { DiscoveryQueue } from '../../state/types.ts';
import { openDatabase, type Db } from '../../catalog/sqlite.ts';
import { stateMigrations } from '../../state/sqlite/schema.ts';

let db: Db;
let queue: DiscoveryQueue;
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

beforeEach(() => {
  db = openDatabase(':memory:', stateMigrations);
  queue = createDiscoveryQueue(db, { maxOpen: 3 });
});
afterEach(() => db.close());

describe('DiscoveryQueue', () => {
  it('keeps one row per domain and counts repeated requests', async () => {
    expect(await queue.enqueue('a.com', at(0))).toBe('queued');
    expect(await queue.enqueue('a.com', at(1))).toBe('seen');
    expect(await queue.get('a.com')).toMatchObject({ requests: 2, status: 'pending', attempts: 0 });
  });

  it('refuses new domains when the open rows reach the bound, but still counts known ones', async () => {
    for (const domain of ['a.com', 'b.com', 'c.com']) await queue.enqueue(domain, at(0));
    expect(await queue.enqueue('d.com', at(1))).toBe('full');
    expect(await queue.get('d.com')).toBeUndefined();
    expect(await queue.enqueue('a.com', at(1))).toBe('seen');
    await queue.complete('a.com', 'found', { nextAttemptAt: at(10_000), now: at(2) });
    expect(await queue.enqueue('d.com', at(3))).toBe('queued');
  });

  it('hands out the most requested due domain once, with a lease', async () => {
    await queue.enqueue('a.com', at(0));
    await queue.enqueue('b.com', at(0));
    await queue.enqueue('b.com', at(1));
    expect(await queue.claim(at(2))).toEqual({ domain: 'b.com', attempts: 1 });
    expect(await queue.claim(at(2))).toEqual({ domain: 'a.com', attempts: 1 });
    expect(await queue.claim(at(2))).toBeUndefined();
    // A worker that died leaves a lease that runs out; the domain is then taken up again.
    expect(await queue.claim(at(2 + 301))).toEqual({ domain: 'b.com', attempts: 2 });
  });

  it('waits until the next attempt after a failure (cooldown) and survives reopening', async () => {
    await queue.enqueue('a.com', at(0));
    await queue.claim(at(1));
    await queue.complete('a.com', 'failed', { nextAttemptAt: at(900), error: 'website: TIMEOUT', now: at(2) });
    expect(await queue.claim(at(899))).toBeUndefined();
    expect(await queue.status(at(899))).toMatchObject({ counts: { failed: 1 }, due: 0, open: 1, max: 3 });
    const reopened = createDiscoveryQueue(db);
    expect(await reopened.get('a.com')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'website: TIMEOUT' });
    expect(await reopened.claim(at(900))).toEqual({ domain: 'a.com', attempts: 2 });
  });

  it('queues a found domain again only when asked for long after it was found', async () => {
    await queue.enqueue('a.com', at(0));
    await queue.claim(at(1));
    await queue.complete('a.com', 'found', { nextAttemptAt: at(1_000_000), result: { best: 'x' }, now: at(1) });
    await queue.enqueue('a.com', at(60));
    expect(await queue.get('a.com')).toMatchObject({ status: 'found', lastResult: { best: 'x' } });
    await queue.enqueue('a.com', at(7200));
    expect(await queue.get('a.com')).toMatchObject({ status: 'pending' });
  });
});
