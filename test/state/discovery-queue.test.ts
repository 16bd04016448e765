import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteDiscoveryQueue as createDiscoveryQueue } from '../../state/sqlite/discovery-queue.ts';
import type { DiscoveryQueue } from '../../state/types.ts';
import { openDatabase, type Db } from '../../db/sqlite.ts';
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

// Issue 13, finding 7: the queue filled by random names kept every slot forever.
describe('DiscoveryQueue.enqueueMany', () => {
  const DAY = 86_400;

  it('records a batch in one write: repeats add up, new domains take free slots, most requested first', async () => {
    await queue.enqueue('a.com', at(0));
    const summary = await queue.enqueueMany(new Map([['a.com', 4], ['b.com', 1], ['c.com', 3], ['d.com', 2]]), at(1));
    expect(summary).toEqual({ seen: 1, queued: 2, full: 1, evicted: 0 });
    expect(await queue.get('a.com')).toMatchObject({ requests: 5 });
    expect(await queue.get('c.com')).toMatchObject({ requests: 3 });
    expect(await queue.get('b.com')).toBeUndefined();
  });

  it('evicts open rows nobody asked for in a day, least requested first, to make room for new domains', async () => {
    await queue.enqueueMany(new Map([['stale-popular.com', 9], ['stale.com', 1], ['tried.com', 1]]), at(0));
    await queue.complete('tried.com', 'not-found', { nextAttemptAt: at(30 * DAY), now: at(10) });
    // Still in demand: asked for again within the day, so it keeps its slot.
    await queue.enqueue('stale-popular.com', at(DAY));
    const summary = await queue.enqueueMany(new Map([['real-new.com', 1], ['another.com', 1]]), at(DAY + 60));
    expect(summary).toMatchObject({ queued: 2, evicted: 2, full: 0 });
    expect(await queue.get('stale.com')).toBeUndefined();
    expect(await queue.get('tried.com')).toBeUndefined();
    expect(await queue.get('stale-popular.com')).toMatchObject({ requests: 10 });
    expect(await queue.get('real-new.com')).toMatchObject({ status: 'pending' });
  });

  it('never evicts a row being worked on or one asked for within the day', async () => {
    await queue.enqueueMany(new Map([['a.com', 1], ['b.com', 1], ['c.com', 1]]), at(0));
    await queue.claim(at(1));
    await queue.enqueueMany(new Map([['b.com', 1], ['c.com', 1]]), at(DAY - 10));
    expect(await queue.enqueueMany(new Map([['new.com', 1]]), at(DAY + 1))).toMatchObject({ queued: 0, full: 1, evicted: 0 });
  });
});
