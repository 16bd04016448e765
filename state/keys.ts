// API key format, hashing and ids, shared by both state backends.
import { hash, randomBytes } from 'node:crypto';
import type { ApiKeyRecord } from './types.ts';

export class AccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountError';
  }
}

// 32 base64url characters carry 192 bits from the CSPRNG, above the 128 bits a guess must beat.
const KEY_BODY_LENGTH = 32;
const KEY_PATTERN = new RegExp(`^la_[A-Za-z0-9_-]{${KEY_BODY_LENGTH}}$`);
/** The length of every well-formed key. */
export const KEY_LENGTH = 'la_'.length + KEY_BODY_LENGTH;
const PREFIX_LENGTH = 'la_'.length + 6;

export const isWellFormedKey = (key: string) => KEY_PATTERN.test(key);
export const hashKey = (key: string) => hash('sha256', key, 'hex');
export const newId = (kind: string) => `${kind}_${randomBytes(9).toString('base64url')}`;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A new key and the record to store (its hash, never the key). */
export function mintKey(accountId: string, name: string, now = new Date()) {
  const key = `la_${randomBytes(24).toString('base64url')}`;
  const record: ApiKeyRecord = {
    id: newId('key'),
    accountId,
    prefix: key.slice(0, PREFIX_LENGTH),
    name,
    createdAt: now.toISOString(),
    lastUsedAt: null,
    revokedAt: null,
  };
  return { key, record, hash: hashKey(key) };
}

export function newAccount(email: string, plan: string) {
  return { id: newId('acc'), email: normaliseEmail(email), plan, createdAt: new Date().toISOString() };
}
