// Logo requests look up the same few domains over and over: a memo of lookups that forgets everything when this
// connection writes, or when PRAGMA data_version shows another process committed (checked every 250 ms at most).
import { monotonicMs } from '../db/clock.ts';
import type { Db } from '../db/sqlite.ts';

const LOOKUP_MEMO_LIMIT = 50_000;
const FOREIGN_WRITE_CHECK_MS = 250;

export interface LookupMemo<T> {
  get(domain: string): T | undefined;
  set(domain: string, found: T): void;
  /** After a write of this connection. */
  forget(): void;
  /** Forgets if another process wrote since the last look; cheap enough to call on every read. */
  dropIfForeignWrite(): void;
  /** Changes whenever what the memo holds may have changed. */
  generation(): number;
}

export function createLookupMemo<T>(db: Db): LookupMemo<T> {
  const memo = new Map<string, T>();
  let dataVersion = db.pragma('data_version', { simple: true }) as number;
  let checkedAt = monotonicMs();
  let generation = 0;
  const forget = () => {
    memo.clear();
    generation++;
  };
  return {
    get: (domain) => memo.get(domain),
    set(domain, found) {
      if (memo.size >= LOOKUP_MEMO_LIMIT) forget();
      memo.set(domain, found);
    },
    forget,
    dropIfForeignWrite() {
      const now = monotonicMs();
      if (now - checkedAt < FOREIGN_WRITE_CHECK_MS) return;
      checkedAt = now;
      const current = db.pragma('data_version', { simple: true }) as number;
      if (current !== dataVersion) {
        dataVersion = current;
        forget();
      }
    },
    generation: () => generation,
  };
}
