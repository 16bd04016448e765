// Key → owner memo for the gated hot path. Any write to keys or accounts, here or on another process or origin,
// clears it; the backend decides how it learns of other writers (SQLite's data_version, PostgreSQL's NOTIFY + poll).
// It is keyed by the presented key itself, not its SHA-256: hashing every request was a tenth of the gate's cost. The
// process holds each presented key while answering anyway; a Map lookup compares strings only when their hashes are
// equal, nanoseconds an attacker could neither aim (the stored key's hash is unknown) nor see through network jitter,
// and the database itself is still searched by digest.

const MAX_ENTRIES = 100_000;

// Also memoises the owner of an account's registered web origin, by the page's origin, with the same bound.
export function createOwnerCache<Owner>() {
  const owners = new Map<string, Owner | null>();
  return {
    /** undefined: not cached; null: cached as unknown or revoked. */
    get: (presented: string) => owners.get(presented),
    set(presented: string, owner: Owner | null) {
      if (owners.size >= MAX_ENTRIES) owners.clear();
      owners.set(presented, owner);
    },
    clear: () => owners.clear(),
  };
}
