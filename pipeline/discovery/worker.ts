// The background worker: claims due domains from the durable queue, runs discovery with a few in flight, and records
// each outcome with the next attempt's time (found: looked at again after the re-check interval; not found: retried
// later; failed: a cooldown).
import type { DiscoveryQueue, Outcome } from '../../state/types.ts';
import { reportOf, type Discoverer, type DiscoveryRun } from './discoverer.ts';
import { retryDelaySeconds, type DiscoverySettings } from './settings.ts';

export interface WorkerLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface WorkerDeps {
  queue: DiscoveryQueue;
  discoverer: Pick<Discoverer, 'run'>;
  settings: DiscoverySettings;
  logger: WorkerLogger;
  /** The clock of claims, outcomes and re-checks; tests move it instead of waiting. */
  now?: () => Date;
  /** Told of each run that changed a brand's logos (the webhooks' notices); its failures are logged, never retried. */
  onLogoChanged?: (brandDomain: string, at: Date) => Promise<unknown>;
}

/** Found domains made due again per drain at most, so re-checks never crowd out a burst of new domains. */
export const RECHECKS_PER_DRAIN = 100;

export type DiscoveryWorker = ReturnType<typeof createDiscoveryWorker>;

export function createDiscoveryWorker(deps: WorkerDeps) {
  const { queue, settings, logger, now = () => new Date() } = deps;
  let running = false;
  let wake: (() => void) | undefined;
  // Set by a wake that came during a drain, so the loop drains again instead of sleeping through new work.
  let woken = false;
  let loop: Promise<void> | undefined;

  /** Found domains whose last look is older than the re-check interval become due: a rebrand reaches the service. */
  async function recheckStale(): Promise<number> {
    if (settings.recheckS <= 0) return 0;
    const at = now();
    return queue.requeueFound(new Date(at.getTime() - settings.recheckS * 1000), at, RECHECKS_PER_DRAIN);
  }

  /** Works through every due domain, `concurrency` at a time; resolves with how many were processed. */
  async function drain(): Promise<number> {
    await recheckStale();
    let processed = 0;
    const lane = async () => {
      while (await processOne(deps, now)) processed++;
    };
    await Promise.all(Array.from({ length: settings.concurrency }, lane));
    return processed;
  }

  return {
    drain,
    start(): void {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          await drain().catch((error: unknown) => logger.error('discovery worker', { error: String(error) }));
          if (!running) break;
          if (woken) {
            woken = false;
            continue;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, settings.pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          woken = false;
        }
      })();
    },
    get running(): boolean {
      return running;
    },
    /** Looks for due domains now instead of at the next poll (nothing when the worker is not running). */
    wake(): void {
      woken = true;
      wake?.();
    },
    /** Stops claiming; resolves when the runs in flight have been recorded. */
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
    },
  };
}

/** Claims one due domain, runs discovery on it and records the outcome; false when none was due. */
async function processOne(deps: WorkerDeps, now: () => Date): Promise<boolean> {
  const { queue, settings, logger } = deps;
  // The lease outlives the domain's own deadline, so a live run is never claimed twice.
  const job = await queue.claim(now(), settings.domainTimeoutMs * 2 + 60_000);
  if (!job) return false;
  let outcome: Outcome = 'failed';
  let error: string | undefined;
  let result: unknown;
  let stopped = false;
  try {
    const run = await deps.discoverer.run(job.domain, { now: now() });
    await noticeChange(deps, run, now);
    outcome = run.outcome;
    stopped = run.stopped !== undefined;
    result = reportOf(run);
    error = run.failures.map((f) => `${f.provider}: ${f.code}`).join(', ') || undefined;
    logger.info('discovery run', { domain: job.domain, outcome, score: run.best?.score, provider: run.best?.provider, seconds: Number(run.seconds.toFixed(2)) });
  } catch (unexpected) {
    error = `INTERNAL: ${(unexpected as Error).message}`;
    logger.error('discovery run failed', { domain: job.domain, error: (unexpected as Error).stack ?? String(unexpected) });
  }
  // A site whose pages cost more than a run may spend will cost as much again: it waits the longest back-off at once.
  const waitS = stopped ? settings.maxBackoffS : retryDelaySeconds(outcome, job.attempts, settings);
  const at = now();
  await queue.complete(job.domain, outcome, { nextAttemptAt: new Date(at.getTime() + waitS * 1000), error, result, now: at });
  return true;
}

async function noticeChange(deps: WorkerDeps, run: DiscoveryRun, now: () => Date): Promise<void> {
  if (!run.storeOutcome?.stored || !run.storeOutcome.changed || !deps.onLogoChanged) return;
  try {
    await deps.onLogoChanged(run.storeOutcome.asset.domain, now());
  } catch (error) {
    deps.logger.error('logo change notice failed', { domain: run.storeOutcome.asset.domain, error: (error as Error).message });
  }
}
