// What the service keeps of accounts' webhooks and their deliveries (state/types.ts re-exports them for the stores).
export interface Webhook {
  id: string;
  accountId: string;
  url: string;
  createdAt: string;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  url: string;
  domain: string;
  /** The exact body sent, so every attempt carries the same bytes and signature input. */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  /** The receiver's HTTP status on the last attempt, null when it was not reached. */
  lastStatus: number | null;
  lastError: string | null;
}

/** A due delivery handed to one worker with its webhook's signing secret. */
export interface ClaimedDelivery {
  id: string;
  url: string;
  secret: string;
  payload: string;
  attempts: number;
}

export interface DeliveryAttempt {
  now: Date;
  status: DeliveryStatus;
  httpStatus: number | null;
  error: string | null;
  /** When to try again (status pending); ignored otherwise. */
  nextAttemptAt: Date;
}

export interface WebhooksStore {
  /** The secret is returned here once; it is kept only to sign deliveries and never listed. */
  create(accountId: string, url: string, now?: Date): Promise<{ webhook: Webhook; secret: string }>;
  list(accountId: string): Promise<Webhook[]>;
  /** False when the account has no such webhook (someone else's reads the same as an unknown one). */
  remove(accountId: string, id: string): Promise<boolean>;
  /**
   * Queues one delivery of `payload(deliveryId)` about `domain` to every webhook of the accounts (those that asked for
   * it, from RequestedDomainsStore.accountsSince); answers how many were queued.
   */
  enqueueForAccounts(accountIds: readonly string[], domain: string, payload: (deliveryId: string) => string, now?: Date): Promise<number>;
  /** Takes the oldest due delivery; no two workers, on any origin, get the same one. */
  claim(now: Date, leaseMs: number): Promise<ClaimedDelivery | undefined>;
  complete(id: string, attempt: DeliveryAttempt): Promise<void>;
  /** Forgets finished deliveries (delivered or given up) created before `before`; answers how many went. */
  pruneDeliveries(before: Date): Promise<number>;
  /** The account's latest deliveries, newest first. */
  deliveries(accountId: string, limit?: number): Promise<WebhookDelivery[]>;
}
