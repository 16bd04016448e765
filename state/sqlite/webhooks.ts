// Webhooks and their deliveries, in state.db.
import type { Db } from '../../db/sqlite.ts';
import type { ClaimedDelivery, Webhook, WebhookDelivery, WebhooksStore } from '../types.ts';
import { DEFAULT_DELIVERY_LIST, mintWebhookSecret, newDeliveryId, newWebhookId } from '../webhook-rules.ts';

const WEBHOOK_COLUMNS = 'id, account_id AS accountId, url, created_at AS createdAt';
const DELIVERY_COLUMNS = `d.id, d.webhook_id AS webhookId, w.url, d.domain, d.payload, d.status, d.attempts, d.created_at AS createdAt,
  d.next_attempt_at AS nextAttemptAt, d.last_attempt_at AS lastAttemptAt, d.last_status AS lastStatus, d.last_error AS lastError`;

export function createSqliteWebhooks(stateDb: Db): WebhooksStore {
  const statements = {
    insert: stateDb.prepare('INSERT INTO webhooks (id, account_id, url, secret, created_at) VALUES (@id, @accountId, @url, @secret, @createdAt)'),
    list: stateDb.prepare<[string], Webhook>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE account_id = ? ORDER BY created_at, id`),
    remove: stateDb.prepare<[string, string]>('DELETE FROM webhooks WHERE id = ? AND account_id = ?'),
    ofAccount: stateDb.prepare<[string], string>('SELECT id FROM webhooks WHERE account_id = ?').pluck(),
    enqueue: stateDb.prepare(`
      INSERT INTO webhook_deliveries (id, webhook_id, domain, payload, status, created_at, next_attempt_at)
      VALUES (@id, @webhookId, @domain, @payload, 'pending', @now, @now)`),
    claim: stateDb.prepare<[{ now: string; leaseUntil: string }], ClaimedDelivery>(`
      UPDATE webhook_deliveries SET lease_until = @leaseUntil, attempts = attempts + 1, last_attempt_at = @now
      WHERE id = (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= @now AND ifnull(lease_until, '') < @now
        ORDER BY next_attempt_at, id LIMIT 1)
      RETURNING id, payload, attempts, (SELECT url FROM webhooks WHERE id = webhook_id) AS url,
        (SELECT secret FROM webhooks WHERE id = webhook_id) AS secret`),
    complete: stateDb.prepare(`
      UPDATE webhook_deliveries SET status = @status, lease_until = NULL, last_attempt_at = @now, next_attempt_at = @nextAttemptAt,
        last_status = @httpStatus, last_error = @error
      WHERE id = @id`),
    pruneDeliveries: stateDb.prepare<[string]>("DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ?"),
    deliveries: stateDb.prepare<[string, number], WebhookDelivery>(`
      SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE w.account_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ?`),
  };
  const enqueueForAccounts = stateDb.transaction((accountIds: readonly string[], domain: string, payload: (id: string) => string, now: Date) => {
    const webhooks = accountIds.flatMap((accountId) => statements.ofAccount.all(accountId)).sort();
    for (const webhookId of webhooks) {
      const id = newDeliveryId();
      statements.enqueue.run({ id, webhookId, domain, payload: payload(id), now: now.toISOString() });
    }
    return webhooks.length;
  });

  return {
    async create(accountId, url, now = new Date()) {
      const webhook: Webhook = { id: newWebhookId(), accountId, url, createdAt: now.toISOString() };
      const secret = mintWebhookSecret();
      statements.insert.run({ ...webhook, secret });
      return { webhook, secret };
    },
    list: async (accountId) => statements.list.all(accountId),
    remove: async (accountId, id) => statements.remove.run(id, accountId).changes > 0,
    enqueueForAccounts: async (accountIds, domain, payload, now = new Date()) => enqueueForAccounts(accountIds, domain, payload, now),
    async claim(now, leaseMs) {
      return statements.claim.get({ now: now.toISOString(), leaseUntil: new Date(now.getTime() + leaseMs).toISOString() });
    },
    async complete(id, attempt) {
      statements.complete.run({
        id,
        status: attempt.status,
        now: attempt.now.toISOString(),
        nextAttemptAt: attempt.nextAttemptAt.toISOString(),
        httpStatus: attempt.httpStatus,
        error: attempt.error,
      });
    },
    pruneDeliveries: async (before) => statements.pruneDeliveries.run(before.toISOString()).changes,
    deliveries: async (accountId, limit = DEFAULT_DELIVERY_LIST) => statements.deliveries.all(accountId, limit),
  };
}
