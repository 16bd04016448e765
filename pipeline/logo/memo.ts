// Remembers what was planned for a request (by its path, query and Accept) until the catalog changes, so a repeated
// logo request skips parsing and lookups.
import type { Catalog } from '../../catalog/catalog.ts';

export type PlanMemo<T> = ReturnType<typeof createPlanMemo<T>>;

export function createPlanMemo<T>(catalog: Catalog, limit = 10_000) {
  const entries = new Map<string, T>();
  let generation = catalog.generation();

  const current = () => {
    const now = catalog.generation();
    if (now !== generation) {
      entries.clear();
      generation = now;
    }
  };

  return {
    get(key: string): T | undefined {
      current();
      return entries.get(key);
    },
    set(key: string, value: T): void {
      current();
      // Clearing at the bound keeps memory fixed; the hot set refills within a few requests.
      if (entries.size >= limit) entries.clear();
      entries.set(key, value);
    },
  };
}

/**
 * The memo's key: path and query (a full URL or just its path; the host does not change the logo) without ?token=,
 * and Accept.
 * The URL is as the adapter built it, so a request line it would normalise never equals a key and is planned anew.
 */
export function planMemoKey(url: string, accept: string | undefined): string {
  const path = url.charCodeAt(0) === 47 ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return `${withoutToken(path)}\n${accept ?? ''}`;
}

// The key in ?token= does not change the plan: URLs that differ only by it share one entry.
const TOKEN_PARAM = /(?<=[?&])token=[^&#]*&?/g;
function withoutToken(path: string): string {
  if (!path.includes('token=')) return path;
  return path.replace(TOKEN_PARAM, '').replace(/[?&]$/, '');
}
