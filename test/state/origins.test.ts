// Accounts' own web origins on both state backends: one account per origin, the plan's count, the most specific
// registration owning a page, and a memo that forgets when any process or origin server changes an origin.
import { describe, expect, it, vi } from 'vitest';
import { accountOriginCandidates } from '../../server/gate/trusted-origins.ts';
import type { StateStore } from '../../state/types.ts';
import { stateBackends } from '../helpers/state-backends.ts';

const { pairs: backends } = stateBackends('account origins', { keyPollMs: 50 });

const entry = (accountId: string, origin: string) => ({ accountId, origin, createdAt: '2026-03-01T10:00:00.000Z' });
const ownerOf = (state: StateStore, page: string) => state.origins.ownerOf(accountOriginCandidates(new URL(page))).then((account) => account?.email);

describe.each(backends)('account origins on %s', (_name, available, open) => {
  it.runIf(available)('gives an origin to one account, counts against the plan and lists in order', async () => {
    const [state] = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    expect(await state.origins.add(entry(a.id, 'https://shop.example.test'), 2)).toBe('stored');
    expect(await state.origins.add(entry(a.id, 'https://shop.example.test'), 2)).toBe('exists');
    expect(await state.origins.add(entry(b.id, 'https://shop.example.test'), 2)).toBe('taken');
    expect(await state.origins.add(entry(a.id, 'http://localhost:8080'), 2)).toBe('stored');
    expect(await state.origins.add(entry(a.id, 'https://third.example.test'), 2)).toBe('limit');
    expect((await state.origins.list(a.id)).map((o) => o.origin)).toEqual(['http://localhost:8080', 'https://shop.example.test']);
    expect(await state.origins.list(b.id)).toEqual([]);
    expect(await state.origins.remove(b.id, 'https://shop.example.test')).toBeUndefined();
    expect(await state.origins.remove(a.id, 'https://shop.example.test')).toMatchObject({ accountId: a.id, origin: 'https://shop.example.test' });
  });

  it.runIf(available)('finds the owner of a page, the exact origin before a wildcard', async () => {
    const [state] = await open();
    const a = await state.accounts.createAccount('a@example.com', 'free');
    const b = await state.accounts.createAccount('b@example.com', 'free');
    await state.origins.add(entry(a.id, 'https://*.brands.example.test'), 5);
    await state.origins.add(entry(b.id, 'https://docs.brands.example.test'), 5);
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
    await other.origins.add(entry(a.id, 'https://shop.example.test'), 5);
    await vi.waitFor(async () => expect(await ownerOf(one, page)).toBe('a@example.com'), { timeout: 5_000, interval: 20 });
    await other.origins.remove(a.id, 'https://shop.example.test');
    await vi.waitFor(async () => expect(await ownerOf(one, page)).toBeUndefined(), { timeout: 5_000, interval: 20 });
  });
});
