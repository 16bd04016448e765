// Tells this origin when any origin changed keys or accounts: a NOTIFY sent in the changing transaction, and a poll of
// key_changes that catches a notification lost while the listening connection was down.
import type postgres from 'postgres';
import type { Sql } from './connect.ts';

export const KEY_CHANNEL = 'logos_key_changes';

export interface KeyChangeOptions {
  pollMs?: number;
  onError?: (error: Error) => void;
}

/** Records a change in the transaction that makes it, so every origin hears of it once it commits. */
export async function announceKeyChange(tx: Sql | postgres.TransactionSql): Promise<void> {
  await tx`UPDATE key_changes SET version = version + 1 WHERE id = 1`;
  await tx`SELECT pg_notify(${KEY_CHANNEL}, '')`;
}

/** Calls `onChange` for every change another origin (or this one) announced; close() stops listening. */
export function watchKeyChanges(sql: Sql, onChange: () => void, options: KeyChangeOptions = {}): { close(): Promise<void> } {
  let seenVersion: number | undefined;
  const poll = async () => {
    try {
      const [row] = await sql<{ version: number }[]>`SELECT version FROM key_changes WHERE id = 1`;
      if (seenVersion !== undefined && row!.version !== seenVersion) onChange();
      seenVersion = row!.version;
    } catch (error) {
      options.onError?.(error as Error);
    }
  };
  const pollTimer = setInterval(poll, options.pollMs ?? 500);
  pollTimer.unref();
  const listening = sql.listen(KEY_CHANNEL, onChange, onChange).catch((error: Error) => options.onError?.(error));
  return {
    async close() {
      clearInterval(pollTimer);
      const listener = await listening;
      if (listener) await listener.unlisten().catch(() => {});
    },
  };
}
