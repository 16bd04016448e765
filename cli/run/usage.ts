// `logos usage ingest`: counts what the edge (deploy/nginx) answered from its cache, from its access log, into the
// usage store the origins write (state.db or STATE_URL), so quotas and the dashboard see every request.
import { resolve } from 'node:path';
import { z } from 'zod';
import { ingestFollowing, ingestOnce } from '../../server/edge/ingest.ts';
import { withState } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const ingestSchema = z.object({
  log: z.string().min(1),
  source: z.string().min(1).optional(),
  follow: z.boolean().default(false),
  interval: z.coerce.number({ error: 'must be a number of seconds' }).min(0.1).max(3600).default(5),
  json: z.boolean().default(false),
});

export async function ingest(raw: unknown): Promise<void> {
  const options = parseOptions(ingestSchema, raw);
  const log = resolve(options.log);
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGTERM', onSignal).once('SIGINT', onSignal);
  try {
    const summary = await withState(async (side) => {
      const ingest = { usage: (await side.state()).usage, log, source: options.source ?? log, logger: side.logger };
      return options.follow ? ingestFollowing({ ...ingest, intervalMs: options.interval * 1000, signal: stop.signal }) : ingestOnce(ingest);
    });
    print(summary, options.json, () => `read ${summary.lines} log lines; ${summary.deltas} usage counters added to`);
  } finally {
    process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
  }
}
