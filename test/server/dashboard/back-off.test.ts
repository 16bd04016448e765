import { describe, expect, it } from 'vitest';
import { createEmailBackOff, type BackOffPolicy } from '../../../server/dashboard/back-off.ts';
import { clientNetwork } from '../../../server/dashboard/client-network.ts';

const POLICY: BackOffPolicy = { free: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000, graceMs: 5000, maxEntries: 100 };

describe('createEmailBackOff', () => {
  it('lets the free failures through, then waits 1 s doubling to the cap after each, and forgets them after a quiet spell', () => {
    let clock = 0;
    const backOff = createEmailBackOff(POLICY, () => clock);
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure++) {
      const wait = backOff.waitMs('a@example.com', 'fresh');
      waits.push(wait);
      clock += wait;
      backOff.charge('a@example.com', 'net');
    }
    expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000]);
    expect(backOff.waitMs('a@example.com', 'fresh')).toBe(8000);
    expect(backOff.waitMs('b@example.com', 'fresh')).toBe(0);
    clock += 60_000;
    expect([backOff.waitMs('a@example.com', 'fresh'), backOff.since('a@example.com')]).toEqual([0, undefined]);
  });

  it('makes a network that failed against the email wait the grace period longer than one that did not', () => {
    let clock = 0;
    const backOff = createEmailBackOff(POLICY, () => clock);
    for (let failure = 0; failure < 4; failure++) backOff.charge('a@example.com', 'guesser');
    expect(backOff.waitMs('a@example.com', 'owner')).toBe(1000);
    expect(backOff.waitMs('a@example.com', 'guesser')).toBe(6000);
    clock = 1000;
    expect(backOff.waitMs('a@example.com', 'owner')).toBe(0);
  });

  it('charges an attempt before its outcome, so attempts sent together share no turn, and takes it back for a right password', () => {
    let clock = 0;
    const backOff = createEmailBackOff(POLICY, () => clock);
    for (let failure = 0; failure < 3; failure++) backOff.charge('a@example.com', 'guesser');
    const refund = backOff.charge('a@example.com', 'owner');
    expect(backOff.waitMs('a@example.com', 'other')).toBe(1000);
    refund();
    expect(backOff.waitMs('a@example.com', 'other')).toBe(0);
    // The owner's network counts as failed no more.
    clock = 10;
    backOff.charge('a@example.com', 'guesser');
    expect(backOff.waitMs('a@example.com', 'owner')).toBe(1000);
    // A refund after later charges leaves those, and their wait.
    const late = backOff.charge('a@example.com', 'owner');
    backOff.charge('a@example.com', 'guesser');
    late();
    expect(backOff.waitMs('a@example.com', 'other')).toBe(4000);
  });

  it("forgets an email's run when cleared, and tells when the run began", () => {
    let clock = 5;
    const backOff = createEmailBackOff(POLICY, () => clock);
    for (let failure = 0; failure < 6; failure++) backOff.charge('a@example.com', 'guesser');
    clock = 7;
    backOff.charge('a@example.com', 'guesser');
    expect(backOff.since('a@example.com')).toBe(5);
    backOff.clear('a@example.com');
    expect([backOff.waitMs('a@example.com', 'guesser'), backOff.since('a@example.com')]).toEqual([0, undefined]);
  });

  it('stays within its entry bound however many emails and networks arrive', () => {
    let clock = 0;
    const backOff = createEmailBackOff(POLICY, () => clock);
    for (let i = 0; i < 5000; i++) {
      if (i % 500 === 0) clock += 1000;
      backOff.charge(`${i}@${'x'.repeat(2000)}`, `net${i}`);
      expect(backOff.size).toBeLessThanOrEqual(2 * POLICY.maxEntries);
    }
  });
});

describe('clientNetwork', () => {
  it('keeps an IPv4 address and gives every IPv6 address its /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:aa::1', '2001:db8:1:2::1.2.3.4'];
    expect(new Set(sameNetwork.map(clientNetwork))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
