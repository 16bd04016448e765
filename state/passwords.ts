// Password hashing with argon2id (salted, constant-time check); hashes of an older scheme or cost still verify and are
// replaced on the next correct sign-in; unknown accounts cost the same as real ones.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Algorithm } from '@node-rs/argon2';
import type { PasswordsStore } from './types.ts';

// OWASP's first recommendation for password storage: argon2id, m = 19 MiB, t = 2, p = 1 (docs/dashboard.md); far
// cheaper in time than the former scrypt N = 2^15, so sign-in stays cheap under load (BENCHMARK.md).
export const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// The library's `Algorithm` is a const enum, which exists only for the type checker; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

export class PasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordError';
  }
}

// Its native module is loaded when a password is first hashed or checked, so opening state to list keys or accounts
// does not load it.
const argon2 = () => import('@node-rs/argon2');

// NFC, so the same password typed on another keyboard or system gives the same bytes.
const normal = (password: string) => password.normalize('NFC');

/** The PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, which carries its own parameters. */
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(normal(password), { ...ARGON2_COST, algorithm: ARGON2ID });
}

// Hashes made before argon2id: `scrypt$N$r$p$salt$hash`, salt and hash in base64url. Verified only, never made.
const verifyScrypt = (password: string, stored: string) =>
  new Promise<boolean>((resolve, reject) => {
    const [, n, r, p, salt, hash] = stored.split('$');
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    if (!salt || !hash || ![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return resolve(false);
    const expected = Buffer.from(hash, 'base64url');
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scrypt(normal(password), Buffer.from(salt, 'base64url'), expected.length, options, (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, expected)),
    );
  });

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  const { verify } = await argon2();
  try {
    return await verify(stored, normal(password));
  } catch {
    return false; // a malformed stored string is no match, as for any other unknown scheme
  }
}

/** True when a stored hash is not argon2id at today's cost, so a correct sign-in should store a new one. */
export async function needsRehash(stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return true;
  const { parseOptions } = await argon2();
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(stored);
    return memoryCost !== ARGON2_COST.memoryCost || timeCost !== ARGON2_COST.timeCost || parallelism !== ARGON2_COST.parallelism;
  } catch {
    return true;
  }
}

export function checkPasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new PasswordError(`a password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, got ${password.length}`);
  }
}

// The hash of a random password nobody kept, at ARGON2_COST (a test holds them equal), checked when the account is
// unknown or has no password, so those answers cost one hash like a real check and a response time does not tell
// which emails have accounts.
export const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$HRZ5Lbd7X/AY40O/qCaqQg$1vLtFsEEQvIikz4axP2QaFhd9vWfiaGYtETa2z3PW1c';

/** The password rules over a backend that stores and reads hashes: one verification policy for both backends. */
export function createPasswords(hashes: {
  put(accountId: string, hash: string, at: string): Promise<void>;
  get(accountId: string): Promise<string | undefined>;
}): PasswordsStore {
  const upgrade = async (accountId: string, password: string, checked: string) => {
    const upgraded = await hashPassword(password);
    if ((await hashes.get(accountId)) === checked) await hashes.put(accountId, upgraded, new Date().toISOString());
  };
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
      if (!(await verifyPassword(password, stored))) return false;
      // Only a correct password can make the stronger hash. Written only if the stored one is still the one checked,
      // so a reset that landed meanwhile is not undone; if the write fails the old hash still works and the next
      // sign-in tries again.
      if (await needsRehash(stored)) await upgrade(accountId!, password, stored).catch(() => undefined);
      return true;
    },
  };
}
