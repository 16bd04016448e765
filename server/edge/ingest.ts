// `logos usage ingest`: adds what the edge answered from its cache, read from its access log, to the usage store,
// moving the log's cursor in the same transaction so a restart counts nothing twice and loses nothing.
import type { UsageStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';
import { readNext } from './log-reader.ts';
import { sumLines } from './usage-log.ts';

export interface IngestOptions {
  usage: UsageStore;
  /** The access log nginx writes (log_format logos_edge). */
  log: string;
  /** The cursor's name in the store: one per log, so several edges' logs are counted apart. */
  source: string;
  logger: Logger;
}

export interface IngestSummary {
  lines: number;
  deltas: number;
}

/** Reads and counts everything written so far, chunk by chunk. */
export async function ingestOnce({ usage, log, source, logger }: IngestOptions): Promise<IngestSummary> {
  const summary: IngestSummary = { lines: 0, deltas: 0 };
  for (;;) {
    const { chunk, lost } = readNext(log, await usage.logCursor(source));
    if (lost) logger.warn(lost);
    if (!chunk) return summary;
    const deltas = sumLines(chunk.lines);
    await usage.addFromLog(deltas, source, chunk.cursor);
    summary.lines += chunk.lines.length;
    summary.deltas += deltas.length;
  }
}

/** Ingests every `intervalMs` until the signal aborts; a failed round is logged and tried again on the next. */
export async function ingestFollowing(options: IngestOptions & { intervalMs: number; signal: AbortSignal }): Promise<IngestSummary> {
  const total: IngestSummary = { lines: 0, deltas: 0 };
  while (!options.signal.aborted) {
    try {
      const round = await ingestOnce(options);
      total.lines += round.lines;
      total.deltas += round.deltas;
    } catch (error) {
      options.logger.error('usage ingest failed; trying again', { error: (error as Error).message });
    }
    await new Promise<void>((done) => {
      const timer = setTimeout(done, options.intervalMs);
      options.signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
    });
  }
  return total;
}
