// Key → owner memo for the gated hot path. Any write to keys or accounts, here or on another process or origin,
// clears it; the backend decides how it learns of other writers (SQLite's data_version, PostgreSQL's NOTIFY + poll).
import type { KeyOwner } from './types.ts';

const MAX_ENTRIES = 100_000;

export function createOwnerCache() {
  const owners = new Map<string, KeyOwner | null>();
  return {
    /** undefined: not cached; null: cached as unknown or revoked. */
    get: (digest: string) => owners.get(digest),
    set(digest: string, owner: KeyOwner | null) {
      if (owners.size >= MAX_ENTRIES) owners.clear();
      owners.set(digest, owner);
    },
    clear: () => owners.clear(),
  };
}
