// Webhooks, their deliveries and the brands each account asked for, in PostgreSQL, shared by every origin.
import type { ClaimedDelivery, InterestDelta, Webhook, WebhookDelivery, WebhooksStore } from '../types.ts';
import { DEFAULT_DELIVERY_LIST, mintWebhookSecret, newDeliveryId, newWebhookId } from '../webhook-rules.ts';
import type { Sql } from './connect.ts';

export function createPostgresWebhooks(sql: Sql): WebhooksStore {
  return {
    async create(accountId, url, now = new Date()) {
      const webhook: Webhook = { id: newWebhookId(), accountId, url, createdAt: now.toISOString() };
      const secret = mintWebhookSecret();
      await sql`INSERT INTO webhooks (id, account_id, url, secret, created_at) VALUES (${webhook.id}, ${accountId}, ${url}, ${secret}, ${webhook.createdAt})`;
      return { webhook, secret };
    },
    async list(accountId) {
      return [...(await sql<Webhook[]>`
        SELECT id, account_id AS "accountId", url, created_at AS "createdAt" FROM webhooks WHERE account_id = ${accountId} ORDER BY created_at, id`)];
    },
    async remove(accountId, id) {
      return (await sql`DELETE FROM webhooks WHERE id = ${id} AND account_id = ${accountId}`).count > 0;
    },
    // One statement per flush; rows sorted so two origins' flushes lock them in the same order and cannot deadlock.
    async noteInterest(deltas) {
      if (deltas.length === 0) return;
      // One row per pair: a statement may not update the same row twice.
      const latest = new Map<string, InterestDelta>();
      for (const delta of deltas) {
        const key = `${delta.domain} ${delta.accountId}`;
        if ((latest.get(key)?.day ?? '') < delta.day) latest.set(key, delta);
      }
      const sorted = [...latest.values()].sort((a, b) => (a.domain + a.accountId < b.domain + b.accountId ? -1 : 1));
      await sql`
        INSERT INTO brand_interest (domain, account_id, last_day)
        SELECT * FROM unnest(${sorted.map((d) => d.domain)}::text[], ${sorted.map((d) => d.accountId)}::text[], ${sorted.map((d) => d.day)}::text[])
        ON CONFLICT (domain, account_id) DO UPDATE SET last_day = greatest(brand_interest.last_day, excluded.last_day)`;
    },
    async pruneInterest(beforeDay) {
      return (await sql`DELETE FROM brand_interest WHERE last_day < ${beforeDay}`).count;
    },
    async enqueueForDomain(domain, sinceDay, payload, now = new Date()) {
      const at = now.toISOString();
      return sql.begin(async (tx) => {
        const webhooks = await tx<{ id: string }[]>`
          SELECT w.id FROM brand_interest i JOIN webhooks w ON w.account_id = i.account_id
          WHERE i.domain = ${domain} AND i.last_day >= ${sinceDay} ORDER BY w.id`;
        for (const webhook of webhooks) {
          const id = newDeliveryId();
          await tx`INSERT INTO webhook_deliveries (id, webhook_id, domain, payload, status, created_at, next_attempt_at)
            VALUES (${id}, ${webhook.id}, ${domain}, ${payload(id)}, 'pending', ${at}, ${at})`;
        }
        return webhooks.length;
      });
    },
    // SKIP LOCKED: a row another origin is claiming is passed over, so no two workers send one delivery.
    async claim(now, leaseMs) {
      const at = now.toISOString();
      const [row] = await sql<ClaimedDelivery[]>`
        UPDATE webhook_deliveries d SET lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}, attempts = d.attempts + 1, last_attempt_at = ${at}
        FROM (
          SELECT id FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at <= ${at} AND coalesce(lease_until, '') < ${at}
          ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) pick, webhooks w
        WHERE d.id = pick.id AND w.id = d.webhook_id
        RETURNING d.id, d.payload, d.attempts, w.url, w.secret`;
      return row;
    },
    async complete(id, attempt) {
      await sql`
        UPDATE webhook_deliveries SET status = ${attempt.status}, lease_until = NULL, last_attempt_at = ${attempt.now.toISOString()},
          next_attempt_at = ${attempt.nextAttemptAt.toISOString()}, last_status = ${attempt.httpStatus}, last_error = ${attempt.error}
        WHERE id = ${id}`;
    },
    async pruneDeliveries(before) {
      return (await sql`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ${before.toISOString()}`).count;
    },
    async deliveries(accountId, limit = DEFAULT_DELIVERY_LIST) {
      return [...(await sql<WebhookDelivery[]>`
        SELECT d.id, d.webhook_id AS "webhookId", w.url, d.domain, d.payload, d.status, d.attempts, d.created_at AS "createdAt",
          d.next_attempt_at AS "nextAttemptAt", d.last_attempt_at AS "lastAttemptAt", d.last_status AS "lastStatus", d.last_error AS "lastError"
        FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE w.account_id = ${accountId} ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`)];
    },
  };
}
