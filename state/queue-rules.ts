// Rules of the discovery queue that both backends apply the same way.
import { QUEUE_STATUSES, type EnqueueResult, type EnqueueSummary, type QueueStatus, type QueueStatusReport } from './types.ts';

/** A domain found this long ago and asked for again has lost its logo (a catalog rebuild): look again. */
export const REFIND_AFTER_MS = 3_600_000;
export const DEFAULT_QUEUE_MAX = 10_000;
/**
 * An open row (pending, not-found, failed) nobody asked for in this long may be evicted when new domains need its slot:
 * before, a flood of random names or long-dead domains held every slot forever and real new domains never got in.
 */
export const STALE_AFTER_MS = 86_400_000;

/** Refreshes first, in the order they came; then the most requested. The same SQL in both backends. */
export const CLAIM_ORDER = '(refresh_at IS NULL), refresh_at, requests DESC, first_seen';

/** The result of a single enqueue, from the summary of a batch of one. */
export function singleResult(summary: EnqueueSummary): EnqueueResult {
  return summary.seen > 0 ? 'seen' : summary.queued > 0 ? 'queued' : 'full';
}

export function statusReport(rows: readonly { status: QueueStatus; n: number }[], due: number, max: number): QueueStatusReport {
  const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<QueueStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  const open = QUEUE_STATUSES.filter((s) => s !== 'found').reduce((sum, s) => sum + counts[s], 0);
  return { counts, due, open, max };
}
