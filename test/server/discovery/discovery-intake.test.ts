import { describe, expect, it } from 'vitest';
import { createDiscoveryIntake } from '../../../server/discovery/intake.ts';
import { createLogger } from '../../../server/observability/logger.ts';

const logger = createLogger('silent');

describe('createDiscoveryIntake', () => {
  it('writes requests in one batch per flush, counting repeats of a domain', async () => {
    const batches: Map<string, number>[] = [];
    const intake = createDiscoveryIntake({ sink: (batch) => void batches.push(new Map(batch)), perClientPerHour: 10, logger });
    intake.offer('a.com', 'ip:1');
    intake.offer('a.com', 'ip:2');
    intake.offer('b.com', 'ip:1');
    await intake.flush();
    expect(batches).toEqual([new Map([['a.com', 2], ['b.com', 1]])]);
    await intake.flush();
    expect(batches).toHaveLength(1);
  });

  it('lets one client bring only its hourly quota of new domains, but repeat the ones it brought', async () => {
    let now = 0;
    const written = new Map<string, number>();
    const intake = createDiscoveryIntake({ sink: (batch) => batch.forEach((n, d) => written.set(d, (written.get(d) ?? 0) + n)), perClientPerHour: 3, logger, now: () => now });
    const results = Array.from({ length: 12_000 }, (_, i) => intake.offer(`random-${i}.com`, 'ip:203.0.113.9'));
    expect(results.filter((r) => r === 'accepted')).toHaveLength(3);
    expect(intake.offer('random-0.com', 'ip:203.0.113.9')).toBe('accepted');
    expect(intake.offer('real-new.com', 'account:acc_other')).toBe('accepted');
    now = 3_600_000;
    expect(intake.offer('random-5000.com', 'ip:203.0.113.9')).toBe('accepted');
    await intake.flush();
    expect(written.size).toBe(5);
    expect(intake.stats().refused.overQuota).toBe(11_997);
  });

  it('bounds what it holds: clients by maxClients, domains between writes by maxPending', () => {
    const intake = createDiscoveryIntake({ sink: () => undefined, perClientPerHour: 5, maxClients: 100, maxPending: 50, logger });
    for (let i = 0; i < 1000; i++) intake.offer(`d${i}.com`, `ip:${i}`);
    expect(intake.stats()).toMatchObject({ clients: 100, pending: 50, refused: { bufferFull: 950 } });
  });

  it('keeps serving when a write fails, and logs it', async () => {
    const lines: string[] = [];
    const intake = createDiscoveryIntake({ sink: () => Promise.reject(new Error('disk full')), perClientPerHour: 5, logger: createLogger('debug', (line) => lines.push(line)) });
    intake.offer('a.com', 'ip:1');
    await intake.flush();
    expect(lines.join('\n')).toMatch(/discovery intake write failed.*disk full/);
  });
});

describe('the logo route and the discovery intake (issue 13, finding 7)', () => {
  it('lets one client fill only its quota of the queue, so another client\'s new domain still gets in', async () => {
    const { createTestOrigin } = await import('../../helpers/origin.ts');
    const origin = await createTestOrigin({ seed: false, env: { DISCOVERY_CLIENT_QUOTA: '5', DISCOVERY_QUEUE_MAX: '10' } });
    try {
      for (let i = 0; i < 40; i++) expect((await origin.request(`/v1/random-${i}.com?format=svg`, {}, '127.0.0.1')).status).toBe(200);
      expect((await origin.request('/v1/real-new.com?format=svg', {}, '::1')).status).toBe(200);
      await origin.deps.discoveryIntake.flush();
      const status = await origin.deps.discoveryQueue.status();
      expect(status.open).toBe(6);
      expect(await origin.deps.discoveryQueue.get('real-new.com')).toMatchObject({ status: 'pending' });
      expect(origin.deps.discoveryIntake.stats().refused.overQuota).toBe(35);
    } finally {
      await origin.cleanup();
    }
  });
});
