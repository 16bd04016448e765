// Whether another connection committed to state.db since the last look, for the memos of key and origin owners.
import { monotonicMs } from '../../db/clock.ts';
import type { Db } from '../../db/sqlite.ts';

// PRAGMA data_version moves when another connection commits; reading it takes a lock, so it is read at most once a
// millisecond: a change by the CLI applies to every request that arrives after it committed.
export function watchDataVersion(db: Db, onChange: () => void): () => void {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let checkedAt = 0;
  return function forgetIfChanged() {
    const now = monotonicMs();
    if (now - checkedAt < 1) return;
    checkedAt = now;
    const current = dataVersion.get();
    if (current !== seenVersion) {
      seenVersion = current;
      onChange();
    }
  };
}
