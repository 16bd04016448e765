// Password hashing with salted scrypt; verification is constant-time and costs the same for unknown accounts.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordsStore } from './types.ts';

// N = 2^15, r = 8 takes about 32 MiB and a few tens of milliseconds; the parameters are stored with each hash so
// they can be raised later without invalidating existing passwords.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

export class PasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordError';
  }
}

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

export function checkPasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new PasswordError(`a password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, got ${password.length}`);
  }
}

// The hash of a random password nobody kept, checked when the account is unknown or has no password, so those
// answers take one scrypt like a real check and a response time does not tell which emails have accounts.
const DECOY_HASH = 'scrypt$32768$8$1$p4FZX-qBw0cdjopUn4h2Vw$1HTAD9IZqbbDhklhM9N7pM7scfbmoEZtK80w5ou4fAo';

/** The password rules over a backend that stores and reads hashes: one verification policy for both backends. */
export function createPasswords(hashes: {
  put(accountId: string, hash: string, at: string): Promise<void>;
  get(accountId: string): Promise<string | undefined>;
}): PasswordsStore {
  return {
    async set(accountId, password) {
      checkPasswordRules(password);
      await hashes.put(accountId, await hashPassword(password), new Date().toISOString());
    },
    has: async (accountId) => (await hashes.get(accountId)) !== undefined,
    async verify(accountId, password) {
      if (password.length > PASSWORD_MAX_LENGTH) return false;
      const stored = accountId === undefined ? undefined : await hashes.get(accountId);
      if (stored === undefined) {
        await verifyPassword(password, DECOY_HASH);
        return false;
      }
      return verifyPassword(password, stored);
    },
  };
}
