// A catalog whose database can be replaced while the origin runs (a newly published artifact): every caller keeps
// one object, and each call answers wholly from the old database or wholly from the new one.
import { createCatalog, type Catalog } from './catalog.ts';
import type { Db } from '../db/sqlite.ts';

export interface SwappableCatalog {
  catalog: Catalog;
  /** Answers from `db` from now on; the caller closes the returned previous database. */
  swap(db: Db): Db;
}

export function createSwappableCatalog(db: Db): SwappableCatalog {
  let currentDb = db;
  let current = createCatalog(db);
  // generation() must keep increasing across swaps, so memos keyed on it (plans, the search index) start over.
  let base = 0;
  const facade = {} as Record<string, unknown>;
  for (const name of Object.keys(current) as (keyof Catalog)[]) {
    facade[name] = (...args: unknown[]) => (current[name] as (...a: unknown[]) => unknown)(...args);
  }
  facade.generation = () => base + current.generation();
  return {
    catalog: facade as Catalog,
    swap(next: Db): Db {
      base += current.generation() + 1;
      const previous = currentDb;
      currentDb = next;
      current = createCatalog(next);
      return previous;
    },
  };
}
