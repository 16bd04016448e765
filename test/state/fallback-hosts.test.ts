// Accounts' fallback hosts on both state backends: replaced whole, kept per account, seen by a second handle (another
// process or origin server) at once, and gone with the account's list emptied.
import { describe, expect, it } from 'vitest';
import { stateBackends } from '../helpers/state-backends.ts';

const { pairs: backends } = stateBackends('fallback hosts');

describe.each(backends)('fallback hosts on %s', (_name, available, open) => {
  it.runIf(available)('stores each account\'s list, sorted, replaced whole and read by every handle', async () => {
    const [one, other] = await open();
    const a = await one.accounts.createAccount('a@example.com', 'free');
    const b = await one.accounts.createAccount('b@example.com', 'free');
    expect(await one.fallbackHosts.get(a.id)).toEqual([]);
    await one.fallbackHosts.set(a.id, ['cdn.example.com', '*.assets.example.com']);
    await one.fallbackHosts.set(b.id, ['img.example.org']);
    expect(await other.fallbackHosts.get(a.id)).toEqual(['*.assets.example.com', 'cdn.example.com']);
    await other.fallbackHosts.set(a.id, ['static.example.net']);
    expect(await one.fallbackHosts.get(a.id)).toEqual(['static.example.net']);
    await one.fallbackHosts.set(a.id, []);
    expect(await other.fallbackHosts.get(a.id)).toEqual([]);
    expect(await other.fallbackHosts.get(b.id)).toEqual(['img.example.org']);
  });
});
