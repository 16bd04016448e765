// Sends queued webhook deliveries: each a signed POST through the guarded agent (public addresses only, connected to
// exactly the checked one), a 2xx within the deadline counts as delivered, anything else is retried with the codebase's
// one back-off rule until WEBHOOK_MAX_ATTEMPTS, then listed as failed.
import { request, type Agent } from 'undici';
import { backoffSeconds } from '../../pipeline/discovery/settings.ts';
import type { ClaimedDelivery, WebhooksStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';
import type { WebhookSettings } from '../config/webhooks.ts';
import { signatureHeaders } from './signature.ts';

/** How much of a receiver's answer is read before it is cut off: only its status matters. */
const MAX_ANSWER_BYTES = 16 * 1024;
const POLL_MS = 5_000;
const FINISHED_KEPT_MS = 30 * 86_400_000;

export interface DeliveryWorkerDeps {
  store: WebhooksStore;
  agent: Agent;
  settings: WebhookSettings;
  logger: Logger;
  userAgent: string;
  now?: () => Date;
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { store, settings, logger, now = () => new Date() } = deps;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;

  async function attempt(delivery: ClaimedDelivery): Promise<{ httpStatus: number | null; error: string | null }> {
    const headers = {
      'content-type': 'application/json',
      'user-agent': deps.userAgent,
      ...signatureHeaders(delivery.secret, delivery.payload, Math.floor(now().getTime() / 1000)),
    };
    try {
      const answer = await request(delivery.url, {
        dispatcher: deps.agent,
        method: 'POST',
        headers,
        body: delivery.payload,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      await drainCapped(answer.body);
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      return { httpStatus: answer.statusCode, error: ok ? null : `answered ${answer.statusCode}` };
    } catch (error) {
      return { httpStatus: null, error: describe(error) };
    }
  }

  async function deliverOne(): Promise<boolean> {
    const delivery = await store.claim(now(), settings.timeoutMs * 2 + 10_000);
    if (!delivery) return false;
    const { httpStatus, error } = await attempt(delivery);
    const at = now();
    const status = error === null ? 'delivered' : delivery.attempts >= settings.maxAttempts ? 'failed' : 'pending';
    const waitS = backoffSeconds(settings.retryS, delivery.attempts, settings.maxBackoffS);
    await store.complete(delivery.id, { now: at, status, httpStatus, error, nextAttemptAt: new Date(at.getTime() + waitS * 1000) });
    if (error !== null) logger.info('webhook delivery failed', { id: delivery.id, attempts: delivery.attempts, status, error });
    return true;
  }

  /** Sends every due delivery, one at a time; concurrent calls share one drain. Resolves with how many were tried. */
  function drain(): Promise<number> {
    draining ??= (async () => {
      let tried = 0;
      try {
        while (await deliverOne()) tried++;
        await store.pruneDeliveries(new Date(now().getTime() - FINISHED_KEPT_MS));
      } finally {
        draining = undefined;
      }
      return tried;
    })();
    return draining;
  }

  const tick = () => void drain().catch((error: Error) => logger.error('webhook deliveries', { error: error.message }));

  return {
    drain,
    /** Looks for due deliveries now instead of at the next poll. */
    wake: tick,
    start(): void {
      timer ??= setInterval(tick, POLL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await draining?.catch(() => {});
    },
  };
}

async function drainCapped(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > MAX_ANSWER_BYTES) {
      body.destroy();
      return;
    }
  }
}

// The cause chain holds the useful part (a refused address, a certificate the receiver's name does not match).
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error; cause && messages.length < 3; cause = (cause as { cause?: unknown }).cause) messages.push((cause as Error).message ?? String(cause));
  return messages.join(': ').slice(0, 300);
}
