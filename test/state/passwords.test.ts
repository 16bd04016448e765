import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PasswordError, verifyPassword } from '../../state/passwords.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt each time, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'md5$abc')).toBe(false);
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

  it('refuses passwords shorter than 10 characters with a message that says so', async () => {
    const account = await origin.deps.accounts.createAccount('short@example.com', 'free');
    await expect(origin.deps.passwords.set(account.id, 'short')).rejects.toThrow(PasswordError);
    await expect(origin.deps.passwords.set(account.id, 'short')).rejects.toThrow('a password must have 10 to 1024 characters, got 5');
  });
});
