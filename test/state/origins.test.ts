// Accounts' own web origins on both state backends: one proven account per origin, claims that lapse, the plan's
// count, the most specific proven registration owning a page, and a memo that forgets when any process or origin
// server changes an origin.
import { describe, expect, it, vi } from 'vitest';
import { accountOriginCandidates } from '../../server/gate/trusted-origins.ts';
import type { AccountOrigin, StateStore } from '../../state/types.ts';
import { stateBackends } from '../helpers/state-backends.ts';

const { pairs: backends } = stateBackends('account origins', { keyPollMs: 50 });

const NOW = new Date('2026-03-01T10:00:00.000Z');
const LATER = new Date('2026-03-09T10:00:00.000Z');
/** A proven origin, as the operator vouches for the ones registered before proof was asked for. */
const entry = (accountId: string, origin: string): AccountOrigin => ({
  accountId,
  origin,
  createdAt: NOW.toISOString(),
  tokenHash: null,
  verifiedAt: NOW.toISOString(),
  proof: 'operator',
  expiresAt: null,
});
/** An unproven claim made at `at`, which lapses a week later. */
const claim = (accountId: string, origin: string, at = NOW): AccountOrigin => ({
  ...entry(accountId, origin),
  createdAt: at.toISOString(),
  tokenHash: 'ab'.repeat(32),
  verifiedAt: null,
  proof: null,
  expiresAt: new Date(at.getTime() + 7 * 86_400_000).toISOString(),
});
const ownerOf = (state: StateStore, page: string) => state.origins.ownerOf(accountOriginCandidates(new URL(page))).then((account) => account?.email);

describe.each(backends)('account origins on %s', (_name, available, open) => {
  it.runIf(available)('gives an origin to one account, counts against the plan and lists in order', async () => {
    const [state] = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    expect(await state.origins.add(entry(a.id, 'https://shop.example.test'), 2, NOW)).toBe('stored');
    expect(await state.origins.add(entry(a.id, 'https://shop.example.test'), 2, NOW)).toBe('exists');
    expect(await state.origins.add(entry(b.id, 'https://shop.example.test'), 2, NOW)).toBe('taken');
    expect(await state.origins.add(entry(a.id, 'http://localhost:8080'), 2, NOW)).toBe('stored');
    expect(await state.origins.add(entry(a.id, 'https://third.example.test'), 2, NOW)).toBe('limit');
    expect((await state.origins.list(a.id, NOW)).map((o) => o.origin)).toEqual(['http://localhost:8080', 'https://shop.example.test']);
    expect(await state.origins.list(b.id, NOW)).toEqual([]);
    expect(await state.origins.remove(b.id, 'https://shop.example.test')).toBeUndefined();
    expect(await state.origins.remove(a.id, 'https://shop.example.test')).toMatchObject({ accountId: a.id, origin: 'https://shop.example.test' });
  });

  it.runIf(available)('finds the owner of a page, the exact origin before a wildcard', async () => {
    const [state] = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    await state.origins.add(entry(a.id, 'https://*.brands.example.test'), 5, NOW);
    await state.origins.add(entry(b.id, 'https://docs.brands.example.test'), 5, NOW);
    expect(await ownerOf(state, 'https://www.brands.example.test/page')).toBe('a@example.com');
    expect(await ownerOf(state, 'https://deep.www.brands.example.test/')).toBe('a@example.com');
    expect(await ownerOf(state, 'https://docs.brands.example.test/x')).toBe('b@example.com');
    expect(await ownerOf(state, 'https://brands.example.test/')).toBeUndefined();
    expect(await ownerOf(state, 'http://www.brands.example.test/')).toBeUndefined();
    // Memoised by the exact origin once looked up; the change notices of the adds above may still arrive and clear it.
    await vi.waitFor(async () => {
      await ownerOf(state, 'https://docs.brands.example.test/x');
      expect(state.origins.memoisedOwner('https://docs.brands.example.test')).toMatchObject({ email: 'b@example.com' });
    }, { timeout: 5_000, interval: 20 });
  });

  it.runIf(available)("forgets a memoised owner when another handle changes the origins", async () => {
    const [one, other] = await open();
    const a = await one.accounts.createAccount('a@example.com', 'free');
    const page = 'https://shop.example.test/';
    await vi.waitFor(async () => {
      expect(await ownerOf(one, page)).toBeUndefined();
      expect(one.origins.memoisedOwner('https://shop.example.test')).toBeNull();
    }, { timeout: 5_000, interval: 20 });
    await other.origins.add(entry(a.id, 'https://shop.example.test'), 5, NOW);
    await vi.waitFor(async () => expect(await ownerOf(one, page)).toBe('a@example.com'), { timeout: 5_000, interval: 20 });
    await other.origins.remove(a.id, 'https://shop.example.test');
    await vi.waitFor(async () => expect(await ownerOf(one, page)).toBeUndefined(), { timeout: 5_000, interval: 20 });
  });

  it.runIf(available)('lets several accounts claim an origin, serves none until one proves it, then drops the others', async () => {
    const [state] = await open();
    const squatter = await state.accounts.createAccount('squatter@example.com', 'free');
    const owner = await state.accounts.createAccount('owner@example.com', 'free');
    expect(await state.origins.add(claim(squatter.id, 'https://shop.example.test'), 2, NOW)).toBe('stored');
    expect(await state.origins.add(claim(owner.id, 'https://shop.example.test'), 2, NOW)).toBe('stored');
    expect(await state.origins.add(claim(owner.id, 'https://shop.example.test'), 2, NOW)).toBe('exists');
    expect(await ownerOf(state, 'https://shop.example.test/')).toBeUndefined();
    expect(await state.origins.prove(owner.id, 'https://shop.example.test', 'dns', NOW)).toBe('proven');
    await vi.waitFor(async () => expect(await ownerOf(state, 'https://shop.example.test/')).toBe('owner@example.com'), { timeout: 5_000, interval: 20 });
    expect(await state.origins.list(squatter.id, NOW)).toEqual([]);
    expect(await state.origins.prove(squatter.id, 'https://shop.example.test', 'dns', NOW)).toBe('missing');
    expect(await state.origins.add(claim(squatter.id, 'https://shop.example.test'), 2, NOW)).toBe('taken');
    expect(await state.origins.list(owner.id, NOW)).toEqual([
      { ...claim(owner.id, 'https://shop.example.test'), verifiedAt: NOW.toISOString(), proof: 'dns', expiresAt: null },
    ]);
  });

  it.runIf(available)('forgets a claim left unproven past its end: no longer listed, counted or provable', async () => {
    const [state] = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    expect(await state.origins.add(claim(a.id, 'https://one.example.test'), 1, NOW)).toBe('stored');
    expect(await state.origins.add(claim(a.id, 'https://two.example.test'), 1, NOW)).toBe('limit');
    expect(await state.origins.list(a.id, LATER)).toEqual([]);
    expect(await state.origins.prove(a.id, 'https://one.example.test', 'file', LATER)).toBe('missing');
    // Lapsed, it takes no place in the plan, and the other account claims and proves the origin.
    expect(await state.origins.add(claim(a.id, 'https://two.example.test', LATER), 1, LATER)).toBe('stored');
    expect(await state.origins.add(claim(b.id, 'https://one.example.test', LATER), 1, LATER)).toBe('stored');
    expect(await state.origins.prove(b.id, 'https://one.example.test', 'file', LATER)).toBe('proven');
  });
});
