import { describe, expect, it } from 'vitest';
import type { LogoOverride } from '../../state/types.ts';
import { stateBackends } from '../helpers/state-backends.ts';

const { single: backends } = stateBackends('logo fixes');

const override = (accountId: string, domain: string, hash = 'a1'): LogoOverride => ({
  accountId, domain, storageKey: `overrides/${accountId}/${domain}-${hash}.png`, contentHash: hash, format: 'png', width: 120, height: 60, createdAt: '2026-03-01T10:00:00.000Z',
});

describe.each(backends)('logo fixes on %s', (_name, available, open) => {
  it.runIf(available)('keeps a brand history newest first, with the replaced records, and marks a pin reverted', async () => {
    const state = await open();
    const asset = { domain: 'stripe.com', variant: 'icon', theme: 'light', format: 'png', storageKey: 'pins/stripe.com/icon-light-1.png' };
    const pin = await state.logoHistory.add({ domain: 'stripe.com', kind: 'pin', variant: 'icon', theme: 'light', by: 'cli:ops', at: '2026-03-01T10:00:00.000Z', asset, replaced: [{ storageKey: 'sources/stripe.com/icon-light.svg' }] });
    await state.logoHistory.add({ domain: 'stripe.com', kind: 'revert', variant: 'icon', theme: 'light', by: 'admin:ops@example.com', at: '2026-03-02T10:00:00.000Z', asset: null, replaced: [asset] });
    await state.logoHistory.add({ domain: 'other.com', kind: 'discovery', variant: 'logo', theme: 'dark', by: 'discovery:website', at: '2026-03-02T10:00:00.000Z', asset, replaced: [] });
    await state.logoHistory.markReverted(pin.id, '2026-03-02T10:00:00.000Z');
    const history = await state.logoHistory.list('stripe.com');
    expect(history.map((e) => [e.kind, e.by])).toEqual([['revert', 'admin:ops@example.com'], ['pin', 'cli:ops']]);
    expect(history[1]).toMatchObject({ id: pin.id, asset, replaced: [{ storageKey: 'sources/stripe.com/icon-light.svg' }], revertedAt: '2026-03-02T10:00:00.000Z' });
    expect(history[0]!.asset).toBeNull();
  });

  it.runIf(available)('stores overrides per account up to the plan limit, replaces one in place and removes it', async () => {
    const state = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    expect(await state.overrides.put(override(a.id, 'stripe.com'), 2)).toBe('stored');
    expect(await state.overrides.put(override(a.id, 'github.com'), 2)).toBe('stored');
    expect(await state.overrides.put(override(a.id, 'gitlab.com'), 2)).toBe('limit');
    // Replacing an account's existing override is not a new domain.
    expect(await state.overrides.put(override(a.id, 'stripe.com', 'b2'), 2)).toBe('stored');
    expect(await state.overrides.put(override(b.id, 'stripe.com'), 2)).toBe('stored');
    expect((await state.overrides.list(a.id)).map((o) => [o.domain, o.contentHash])).toEqual([['github.com', 'a1'], ['stripe.com', 'b2']]);
    expect((await state.overrides.all()).length).toBe(3);
    expect(await state.overrides.remove(a.id, 'stripe.com')).toMatchObject({ domain: 'stripe.com', width: 120, height: 60 });
    expect(await state.overrides.remove(a.id, 'stripe.com')).toBeUndefined();
    expect((await state.overrides.list(b.id)).map((o) => o.domain)).toEqual(['stripe.com']);
  });

  it.runIf(available)('lists reports newest first and folds what they exclude per domain', async () => {
    const state = await open();
    const base = { accountId: 'acc', keyId: 'key', reason: 'an old logo', imageUrl: null, excludedUrl: null, excludedHash: null, createdAt: '2026-03-01T10:00:00.000Z' };
    await state.reports.add({ ...base, domain: 'acme.com', excludedUrl: 'https://acme.com/og.png', excludedHash: 'h1' });
    await state.reports.add({ ...base, domain: 'acme.com', excludedUrl: 'https://acme.com/og.png', excludedHash: 'h2' });
    const last = await state.reports.add({ ...base, domain: 'other.com', reason: 'not their logo', imageUrl: 'https://other.com/x.png' });
    expect(last.id).toBeTypeOf('number');
    expect((await state.reports.list(10)).map((r) => r.domain)).toEqual(['other.com', 'acme.com', 'acme.com']);
    expect((await state.reports.list(10, 'acme.com')).length).toBe(2);
    const excluded = await state.reports.exclusions('acme.com');
    expect(excluded.urls).toEqual(['https://acme.com/og.png']);
    expect(excluded.hashes.sort()).toEqual(['h1', 'h2']);
    expect(await state.reports.exclusions('nobody.com')).toEqual({ urls: [], hashes: [] });
  });

  it.runIf(available)('counts reports per account and per domain since a time, and excludes an image once enough accounts reported it', async () => {
    const state = await open();
    const base = { keyId: 'key', reason: 'an old logo', imageUrl: null, excludedHash: null, domain: 'acme.com', excludedUrl: 'https://acme.com/og.png' };
    await state.reports.add({ ...base, accountId: 'acc_a', createdAt: '2026-03-01T23:59:59.000Z' });
    await state.reports.add({ ...base, accountId: 'acc_a', createdAt: '2026-03-02T08:00:00.000Z' });
    await state.reports.add({ ...base, accountId: 'acc_a', domain: 'other.com', createdAt: '2026-03-02T09:00:00.000Z' });
    const today = '2026-03-02T00:00:00.000Z';
    expect(await state.reports.countSince({ accountId: 'acc_a' }, today)).toBe(2);
    expect(await state.reports.countSince({ domain: 'acme.com' }, today)).toBe(1);
    expect(await state.reports.countSince({ accountId: 'acc_b' }, today)).toBe(0);
    // One account, however often: not enough to leave the image out for everyone when two are asked for.
    expect(await state.reports.exclusions('acme.com', 2)).toEqual({ urls: [], hashes: [] });
    await state.reports.add({ ...base, accountId: 'acc_b', createdAt: '2026-03-02T10:00:00.000Z' });
    expect((await state.reports.exclusions('acme.com', 2)).urls).toEqual(['https://acme.com/og.png']);
    // An operator's report needs no confirmation.
    await state.reports.add({ ...base, accountId: 'operator', domain: 'other.com', excludedUrl: 'https://other.com/x.png', createdAt: '2026-03-02T11:00:00.000Z' });
    expect((await state.reports.exclusions('other.com', 2)).urls).toEqual(['https://other.com/x.png']);
  });

  it.runIf(available)('remembers which domains an account asked for', async () => {
    const state = await open();
    await state.requestedDomains.add([
      { accountId: 'acc', domain: 'stripe.com', day: '2026-03-01' },
      { accountId: 'acc', domain: 'stripe.com', day: '2026-03-02' },
    ]);
    await state.requestedDomains.add([]);
    expect(await state.requestedDomains.has('acc', 'stripe.com')).toBe(true);
    expect(await state.requestedDomains.has('acc', 'github.com')).toBe(false);
    expect(await state.requestedDomains.has('other', 'stripe.com')).toBe(false);
  });

  it.runIf(available)('answers whether and who asked since a day, and prunes by the last day asked', async () => {
    const state = await open();
    await state.requestedDomains.add([
      { accountId: 'b', domain: 'stripe.com', day: '2026-03-01' },
      { accountId: 'a', domain: 'stripe.com', day: '2026-01-15' },
      { accountId: 'a', domain: 'stripe.com', day: '2026-02-20' },
      { accountId: 'c', domain: 'stripe.com', day: '2025-12-01' },
      { accountId: 'c', domain: 'github.com', day: '2026-03-01' },
    ]);
    expect(await state.requestedDomains.has('a', 'stripe.com', '2026-02-20')).toBe(true);
    expect(await state.requestedDomains.has('a', 'stripe.com', '2026-02-21')).toBe(false);
    expect(await state.requestedDomains.accountsSince('stripe.com', '2026-01-01')).toEqual(['a', 'b']);
    expect(await state.requestedDomains.prune('2026-01-01')).toBe(1);
    expect(await state.requestedDomains.accountsSince('stripe.com', '')).toEqual(['a', 'b']);
  });

  it.runIf(available)('makes a found domain due again for a rediscovery (a report queues it as a refresh)', async () => {
    const state = await open();
    const t0 = new Date('2026-03-01T10:00:00.000Z');
    await state.discoveryQueue.enqueue('acme.com', t0);
    const claimed = await state.discoveryQueue.claim(t0);
    expect(claimed?.domain).toBe('acme.com');
    await state.discoveryQueue.complete('acme.com', 'found', { nextAttemptAt: new Date('2099-01-01T00:00:00.000Z'), now: t0 });
    expect(await state.discoveryQueue.claim(new Date('2026-03-02T10:00:00.000Z'))).toBeUndefined();
    await state.discoveryQueue.refresh('acme.com', new Date('2026-03-02T10:00:00.000Z'));
    await state.discoveryQueue.refresh('fresh.com', new Date('2026-03-02T10:00:00.000Z'));
    expect((await state.discoveryQueue.get('acme.com'))?.status).toBe('pending');
    const due = [await state.discoveryQueue.claim(new Date('2026-03-02T10:00:01.000Z')), await state.discoveryQueue.claim(new Date('2026-03-02T10:00:01.000Z'))];
    expect(due.map((job) => job?.domain).sort()).toEqual(['acme.com', 'fresh.com']);
  });
});
