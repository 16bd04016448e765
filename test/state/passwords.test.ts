import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash, parseOptions } from '@node-rs/argon2';
import { ARGON2_COST, createPasswords, DECOY_HASH, hashPassword, PasswordError, verifyPassword } from '../../state/passwords.ts';
import { OLD_SCRYPT_HASH, OLD_SCRYPT_PASSWORD } from '../helpers/old-password-hash.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

describe('passwords', () => {
  it('hashes with argon2id at OWASP\'s cost and a fresh salt each time, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'md5$abc')).toBe(false);
    expect(await verifyPassword('correct horse battery', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(await verifyPassword('correct horse battery', 'scrypt$x$8$1$abc$def')).toBe(false);
  });

  it('still verifies a scrypt hash made before argon2id, and replaces it only after the right password', async () => {
    const stored = new Map([['acc_old', OLD_SCRYPT_HASH]]);
    const passwords = createPasswords({ put: async (id, hash) => void stored.set(id, hash), get: async (id) => stored.get(id) });
    expect(await passwords.verify('acc_old', `${OLD_SCRYPT_PASSWORD}!`)).toBe(false);
    expect(stored.get('acc_old')).toBe(OLD_SCRYPT_HASH);
    expect(await passwords.verify('acc_old', OLD_SCRYPT_PASSWORD)).toBe(true);
    expect(stored.get('acc_old')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify('acc_old', OLD_SCRYPT_PASSWORD)).toBe(true);
    expect(await passwords.verify('acc_old', `${OLD_SCRYPT_PASSWORD}!`)).toBe(false);
  });

  it('replaces an argon2id hash of a weaker cost after a correct sign-in, and leaves one at today\'s cost alone', async () => {
    const stored = new Map([['acc_weak', await hash('a weak old password', { memoryCost: 4096, timeCost: 1, parallelism: 1 })]]);
    expect(stored.get('acc_weak')).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    const writes: string[] = [];
    const passwords = createPasswords({ put: async (id, value) => void (writes.push(value), stored.set(id, value)), get: async (id) => stored.get(id) });
    expect(await passwords.verify('acc_weak', 'a weak old password')).toBe(true);
    expect(parseOptions(stored.get('acc_weak')!)).toMatchObject(ARGON2_COST);
    expect(await passwords.verify('acc_weak', 'a weak old password')).toBe(true);
    expect(writes).toHaveLength(1);
  });

  it('does not undo a password reset that lands while an old hash is being upgraded', async () => {
    const stored = new Map([['acc_race', OLD_SCRYPT_HASH]]);
    let reads = 0;
    const passwords = createPasswords({
      put: async (id, value) => void stored.set(id, value),
      // The second read is the upgrade's check; a reset wrote a new hash just before it.
      get: async (id) => (++reads === 2 ? (stored.set(id, 'reset-by-operator'), stored.get(id)) : stored.get(id)),
    });
    expect(await passwords.verify('acc_race', OLD_SCRYPT_PASSWORD)).toBe(true);
    expect(stored.get('acc_race')).toBe('reset-by-operator');
  });

  it('checks an unknown account against a decoy of the same cost, so it takes as long as a wrong password', async () => {
    expect(parseOptions(DECOY_HASH)).toMatchObject({ ...ARGON2_COST, algorithm: 2 });
    const stored = new Map([['acc_known', await hashPassword('a known long password')]]);
    const passwords = createPasswords({ put: async (id, value) => void stored.set(id, value), get: async (id) => stored.get(id) });
    // CPU time, not wall time, and the three kinds taken in turn: what a check costs, whatever else the machine does.
    const checks = {
      wrong: () => passwords.verify('acc_known', 'a wrong long password'),
      unknown: () => passwords.verify(undefined, 'a wrong long password'),
      missing: () => passwords.verify('acc_nobody', 'a wrong long password'),
    };
    const times: Record<keyof typeof checks, number[]> = { wrong: [], unknown: [], missing: [] };
    for (let round = 0; round < 9; round++) {
      for (const [kind, check] of Object.entries(checks) as [keyof typeof checks, () => Promise<boolean>][]) {
        const started = process.cpuUsage();
        expect(await check()).toBe(false);
        const used = process.cpuUsage(started);
        times[kind].push(used.user + used.system);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [wrong, unknown, missing] = [median(times.wrong), median(times.unknown), median(times.missing)];
    for (const time of [unknown, missing]) {
      expect(time / wrong).toBeGreaterThan(1 / 3);
      expect(time / wrong).toBeLessThan(3);
    }
  });

  it('stores only the hash, and refuses unknown accounts and wrong passwords alike', async () => {
    const { passwords, accounts } = origin.deps;
    const account = await accounts.createAccount('pw@example.com', 'free');
    expect(await passwords.has(account.id)).toBe(false);
    expect(await passwords.verify(account.id, 'anything at all')).toBe(false);
    await passwords.set(account.id, 'a long secret phrase');
    expect(await passwords.has(account.id)).toBe(true);
    expect(await passwords.verify(account.id, 'a long secret phrase')).toBe(true);
    expect(await passwords.verify(account.id, 'a long secret phrasE')).toBe(false);
    expect(await passwords.verify(undefined, 'a long secret phrase')).toBe(false);
    origin.deps.stateDb!.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(join(origin.config.dataDir, 'state.db')).includes(Buffer.from('a long secret phrase'))).toBe(false);
  });

  it('upgrades an old scrypt hash in the SQLite state after a correct sign-in', async () => {
    const { passwords, accounts } = origin.deps;
    const account = await accounts.createAccount('old@example.com', 'free');
    await passwords.set(account.id, 'a placeholder password');
    const hashOf = origin.deps.stateDb!.prepare<[string], string>('SELECT hash FROM account_passwords WHERE account_id = ?').pluck();
    origin.deps.stateDb!.prepare('UPDATE account_passwords SET hash = ? WHERE account_id = ?').run(OLD_SCRYPT_HASH, account.id);
    expect(await passwords.verify(account.id, 'a placeholder password')).toBe(false);
    expect(hashOf.get(account.id)).toBe(OLD_SCRYPT_HASH);
    expect(await passwords.verify(account.id, OLD_SCRYPT_PASSWORD)).toBe(true);
    expect(hashOf.get(account.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(account.id, OLD_SCRYPT_PASSWORD)).toBe(true);
  });

  it('refuses passwords shorter than 10 characters with a message that says so', async () => {
    const account = await origin.deps.accounts.createAccount('short@example.com', 'free');
    await expect(origin.deps.passwords.set(account.id, 'short')).rejects.toThrow(PasswordError);
    await expect(origin.deps.passwords.set(account.id, 'short')).rejects.toThrow('a password must have 10 to 1024 characters, got 5');
  });
});
