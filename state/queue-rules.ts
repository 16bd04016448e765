// Rules of the discovery queue that both backends apply the same way.
import { QUEUE_STATUSES, type QueueStatus, type QueueStatusReport } from './types.ts';

/** A domain found this long ago and asked for again has lost its logo (a catalog rebuild): look again. */
export const REFIND_AFTER_MS = 3_600_000;
export const DEFAULT_QUEUE_MAX = 10_000;

export function statusReport(rows: readonly { status: QueueStatus; n: number }[], due: number, max: number): QueueStatusReport {
  const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<QueueStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  const open = QUEUE_STATUSES.filter((s) => s !== 'found').reduce((sum, s) => sum + counts[s], 0);
  return { counts, due, open, max };
}
