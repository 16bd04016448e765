// Webhooks and their deliveries, in PostgreSQL, shared by every origin.
import type { ClaimedDelivery, Webhook, WebhookDelivery, WebhooksStore } from '../types.ts';
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
    async enqueueForAccounts(accountIds, domain, payload, now = new Date()) {
      if (accountIds.length === 0) return 0;
      const at = now.toISOString();
      return sql.begin(async (tx) => {
        const webhooks = await tx<{ id: string }[]>`SELECT id FROM webhooks WHERE account_id = ANY(${accountIds as string[]}::text[]) ORDER BY id`;
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
