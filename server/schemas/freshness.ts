// Bodies of the freshness endpoints (refresh, webhooks): the OpenAPI document's schemas and what the tests validate.
import { z } from '@hono/zod-openapi';
import { DELIVERY_STATUSES } from '../../state/types.ts';

export const refreshSchema = z
  .object({
    domain: z.string().openapi({ description: 'the brand domain queued (an alias is queued as its brand)', example: 'acme.com' }),
    state: z.enum(['queued', 'running']).openapi({ description: 'queued: waiting for a discovery worker; running: being looked at now' }),
    position: z.number().int().positive().nullable().openapi({ description: 'place among refreshes waiting (1 is next); null while running', example: 1 }),
    checkedAt: z.iso.datetime().nullable().openapi({ description: 'when discovery last looked at the brand, before this refresh' }),
    updatedAt: z.iso.datetime().nullable().openapi({ description: 'when the brand\'s logo last changed' }),
  })
  .openapi('Refresh');

export const webhookSchema = z
  .object({
    id: z.string().openapi({ example: 'wh_3kTq9sV0aZxY' }),
    url: z.url().openapi({ example: 'https://hooks.example.com/logos' }),
    createdAt: z.iso.datetime(),
  })
  .openapi('Webhook');

export const createdWebhookSchema = webhookSchema
  .extend({
    secret: z.string().openapi({
      description: 'the signing secret, shown in this response only: keep it to verify X-Logos-Signature',
      example: 'whsec_5b0mM2bq0x5dJp1ZfW3tq2yQn8cVd7rGk1hLs4uEa9o',
    }),
  })
  .openapi('CreatedWebhook');

export const deliverySchema = z
  .object({
    id: z.string().openapi({ example: 'dlv_Vq2bK9x0pLmN' }),
    webhookId: z.string(),
    url: z.url(),
    domain: z.string().openapi({ example: 'acme.com' }),
    status: z.enum(DELIVERY_STATUSES).openapi({ description: 'pending (retried with back-off), delivered (a 2xx answer) or failed (gave up)' }),
    attempts: z.number().int().min(0),
    createdAt: z.iso.datetime(),
    nextAttemptAt: z.iso.datetime().openapi({ description: 'when a pending delivery is tried next' }),
    lastAttemptAt: z.iso.datetime().nullable(),
    lastStatus: z.number().int().nullable().openapi({ description: 'the receiver\'s HTTP status on the last attempt; null when it was not reached' }),
    lastError: z.string().nullable(),
  })
  .openapi('WebhookDelivery');

export const webhookListSchema = z
  .object({
    webhooks: z.array(webhookSchema),
    deliveries: z.array(deliverySchema).openapi({ description: 'the account\'s latest deliveries, newest first (at most 50)' }),
    limit: z.number().int().openapi({ description: 'webhooks the account\'s plan allows' }),
  })
  .openapi('Webhooks');

export const webhookBodySchema = z.object({
  url: z.string().openapi({
    description: 'where notices are POSTed: https only, a public address, at most 2048 characters',
    example: 'https://hooks.example.com/logos',
  }),
});

export const webhookIdParam = z.object({
  id: z.string().openapi({ description: 'the webhook\'s id, as created', example: 'wh_3kTq9sV0aZxY' }),
});
