import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgresState, type PostgresState } from '../../state/postgres/index.ts';
import { OLD_SCRYPT_HASH, OLD_SCRYPT_PASSWORD } from '../helpers/old-password-hash.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const binDir = requireBinaryOrSkip('PostgreSQL state backend', POSTGRES);
let server: TestPostgres;
const opened: PostgresState[] = [];
const open = async (url: string) => {
  const state = await openPostgresState(url, { queueMax: 50 });
  opened.push(state);
  return state;
};

beforeAll(async () => {
  if (binDir) server = await startPostgres(binDir);
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()));
  await server?.stop();
}, 30_000);

describe.skipIf(!binDir)('PostgreSQL state', () => {
  it('migrates once when several origins start at the same moment, and again finds nothing to do', async () => {
    const url = await server.createDatabase();
    const [a, b, c] = await Promise.all([open(url), open(url), open(url)]);
    await a.accounts.createAccount('first@example.com', 'free');
    expect(await b.accounts.account('FIRST@example.com')).toMatchObject({ email: 'first@example.com', plan: 'free' });
    await expect(c.accounts.createAccount('first@example.com', 'pro')).rejects.toThrow('an account for first@example.com exists already');
    const again = await open(url);
    expect(await again.accounts.accounts()).toHaveLength(1);
  });

  it('sums usage added by two origins at once exactly', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    const batch = (n: number) => [
      { day: '2026-11-23', kind: 'account' as const, id: 'acc_1', count: n },
      { day: '2026-11-23', kind: 'ip' as const, id: '198.51.100.7', count: 1 },
    ];
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).usage.add(batch(i + 1))));
    expect(await a.usage.total('account', 'acc_1', '2026-11-01', '2026-11-30')).toBe((40 * 41) / 2);
    expect(await b.usage.total('ip', '198.51.100.7', '2026-11-23', '2026-11-23')).toBe(40);
    expect(await b.usage.daily('account', 'acc_1', '2026-11-01')).toEqual([{ day: '2026-11-23', count: 820 }]);
  });

  it('adds counts read from an edge log and moves its cursor in one transaction', async () => {
    const state = await open(await server.createDatabase());
    expect(await state.usage.logCursor('edge-1')).toBeUndefined();
    const delta = { day: '2026-11-23', kind: 'key' as const, id: 'key_1', count: 3 };
    await state.usage.addFromLog([delta], 'edge-1', { file: '1:2:ab', offset: 300 });
    await state.usage.addFromLog([delta], 'edge-1', { file: '1:2:ab', offset: 600 });
    expect(await state.usage.logCursor('edge-1')).toEqual({ file: '1:2:ab', offset: 600 });
    expect(await state.usage.total('key', 'key_1', '2026-11-23', '2026-11-23')).toBe(6);
  });

  it('never hands one domain to two workers claiming at once', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    const now = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < 20; i++) await a.discoveryQueue.enqueue(`domain${i}.com`, now);
    expect(await b.discoveryQueue.enqueue('domain3.com', now)).toBe('seen');
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).discoveryQueue.claim(now)));
    const domains = claims.filter((claim) => claim !== undefined).map((claim) => claim!.domain);
    expect(domains).toHaveLength(20);
    expect(new Set(domains).size).toBe(20);
    expect((await a.discoveryQueue.claim(now))).toBeUndefined();
    await b.discoveryQueue.complete('domain3.com', 'found', { nextAttemptAt: new Date('2027-01-01T00:00:00Z'), result: { best: 'x' }, now });
    expect(await a.discoveryQueue.get('domain3.com')).toMatchObject({ status: 'found', requests: 2, lastResult: { best: 'x' } });
    expect((await a.discoveryQueue.status(now)).counts).toMatchObject({ running: 19, found: 1 });
  });

  it('records a batch of queue requests in one write and evicts rows nobody asked for in a day (issue 13, finding 7)', async () => {
    const url = await server.createDatabase();
    const state = await open(url);
    const day0 = new Date('2026-11-20T10:00:00Z');
    const flood = new Map(Array.from({ length: 50 }, (_, i) => [`flood${i}.com`, 1] as [string, number]));
    expect(await state.discoveryQueue.enqueueMany(flood, day0)).toEqual({ seen: 0, queued: 50, full: 0, evicted: 0 });
    expect(await state.discoveryQueue.enqueueMany(new Map([['flood1.com', 3], ['early.com', 1]]), day0)).toEqual({ seen: 1, queued: 0, full: 1, evicted: 0 });
    const nextDay = new Date('2026-11-21T11:00:00Z');
    expect(await state.discoveryQueue.enqueueMany(new Map([['real-new.com', 2]]), nextDay)).toEqual({ seen: 0, queued: 1, full: 0, evicted: 1 });
    expect(await state.discoveryQueue.get('real-new.com')).toMatchObject({ status: 'pending', requests: 2 });
    expect(await state.discoveryQueue.get('flood1.com')).toMatchObject({ requests: 4 });
  });

  it('refuses a key on every origin once it is revoked on one of them', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    const account = await a.accounts.createAccount('keys@example.com', 'free');
    const { key, record } = await a.accounts.createKey(account.id, 'crm');
    expect((await b.accounts.ownerOf(key))?.account.email).toBe('keys@example.com');
    expect(await b.accounts.ownerOf(key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeUndefined();
    await b.accounts.revokeKey(record.id);
    // NOTIFY tells the other origin at once and a poll of key_changes backs it up; the deadline leaves a busy machine room.
    await vi.waitFor(async () => expect(await a.accounts.ownerOf(key)).toBeUndefined(), { timeout: 5000, interval: 5 });
    expect(await b.accounts.ownerOf(key)).toBeUndefined();
    expect((await a.accounts.key(record.id))?.revokedAt).toEqual(expect.any(String));
  });

  it('keeps sessions, passwords and settings where every origin sees them', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    const account = await a.accounts.createAccount('pw@example.com', 'free');
    await a.passwords.set(account.id, 'a long secret phrase');
    expect(await b.passwords.verify(account.id, 'a long secret phrase')).toBe(true);
    expect(await b.passwords.verify(account.id, 'a long secret phrasE')).toBe(false);
    // A hash from before argon2id, replaced on the shared database by the first correct sign-in on any origin.
    const sql = postgres(url, { max: 1 });
    await sql`UPDATE account_passwords SET hash = ${OLD_SCRYPT_HASH} WHERE account_id = ${account.id}`;
    expect(await b.passwords.verify(account.id, OLD_SCRYPT_PASSWORD)).toBe(true);
    const [row] = await sql<{ hash: string }[]>`SELECT hash FROM account_passwords WHERE account_id = ${account.id}`;
    await sql.end();
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await a.passwords.verify(account.id, OLD_SCRYPT_PASSWORD)).toBe(true);
    await a.sessions.create('session-1', account.id, 1_000, 60_000);
    expect(await b.sessions.find('session-1', 2_000)).toEqual({ accountId: account.id, createdAt: 1_000, expiresAt: 61_000 });
    await b.sessions.endAllOf(account.id);
    expect(await a.sessions.find('session-1', 2_000)).toBeUndefined();
    const [first, second] = await Promise.all([a.settings.getOrCreate('secret', () => 'from-a'), b.settings.getOrCreate('secret', () => 'from-b')]);
    expect(first).toBe(second);
    // A mark one process leaves (an operator's unlock) is read by every other, and replaced by the next.
    expect(await b.settings.get('mark')).toBeUndefined();
    await a.settings.set('mark', '1');
    await a.settings.set('mark', '2');
    expect(await b.settings.get('mark')).toBe('2');
  });

  it('names the database and hides the password when it cannot connect', async () => {
    await expect(openPostgresState('postgres://logos:hunter2@127.0.0.1:1/none')).rejects.toThrow(/STATE_URL postgres:\/\/logos:\*\*\*@127\.0\.0\.1:1\/none/);
  });
});
