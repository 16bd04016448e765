import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiscoveryQueue, type DiscoveryQueue } from '../../catalog/discovery-queue.ts';
import { openDatabase, type Db } from '../../catalog/sqlite.ts';
import { stateMigrations } from '../../catalog/state-schema.ts';

let db: Db;
let queue: DiscoveryQueue;
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

beforeEach(() => {
  db = openDatabase(':memory:', stateMigrations);
  queue = createDiscoveryQueue(db, { maxOpen: 3 });
});
afterEach(() => db.close());

describe('DiscoveryQueue', () => {
  it('keeps one row per domain and counts repeated requests', () => {
    expect(queue.enqueue('a.com', at(0))).toBe('queued');
    expect(queue.enqueue('a.com', at(1))).toBe('seen');
    expect(queue.get('a.com')).toMatchObject({ requests: 2, status: 'pending', attempts: 0 });
  });

  it('refuses new domains when the open rows reach the bound, but still counts known ones', () => {
    for (const domain of ['a.com', 'b.com', 'c.com']) queue.enqueue(domain, at(0));
    expect(queue.enqueue('d.com', at(1))).toBe('full');
    expect(queue.get('d.com')).toBeUndefined();
    expect(queue.enqueue('a.com', at(1))).toBe('seen');
    queue.complete('a.com', 'found', { nextAttemptAt: at(10_000), now: at(2) });
    expect(queue.enqueue('d.com', at(3))).toBe('queued');
  });

  it('hands out the most requested due domain once, with a lease', () => {
    queue.enqueue('a.com', at(0));
    queue.enqueue('b.com', at(0));
    queue.enqueue('b.com', at(1));
    expect(queue.claim(at(2))).toEqual({ domain: 'b.com', attempts: 1 });
    expect(queue.claim(at(2))).toEqual({ domain: 'a.com', attempts: 1 });
    expect(queue.claim(at(2))).toBeUndefined();
    // A worker that died leaves a lease that runs out; the domain is then taken up again.
    expect(queue.claim(at(2 + 301))).toEqual({ domain: 'b.com', attempts: 2 });
  });

  it('waits until the next attempt after a failure (cooldown) and survives reopening', () => {
    queue.enqueue('a.com', at(0));
    queue.claim(at(1));
    queue.complete('a.com', 'failed', { nextAttemptAt: at(900), error: 'website: TIMEOUT', now: at(2) });
    expect(queue.claim(at(899))).toBeUndefined();
    expect(queue.status(at(899))).toMatchObject({ counts: { failed: 1 }, due: 0, open: 1, max: 3 });
    const reopened = createDiscoveryQueue(db);
    expect(reopened.get('a.com')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'website: TIMEOUT' });
    expect(reopened.claim(at(900))).toEqual({ domain: 'a.com', attempts: 2 });
  });

  it('queues a found domain again only when asked for long after it was found', () => {
    queue.enqueue('a.com', at(0));
    queue.claim(at(1));
    queue.complete('a.com', 'found', { nextAttemptAt: at(1_000_000), result: { best: 'x' }, now: at(1) });
    queue.enqueue('a.com', at(60));
    expect(queue.get('a.com')).toMatchObject({ status: 'found', lastResult: { best: 'x' } });
    queue.enqueue('a.com', at(7200));
    expect(queue.get('a.com')).toMatchObject({ status: 'pending' });
  });
});
