// Webhook ids and signing secrets, and the rules both state backends apply the same way.
import { randomBytes } from 'node:crypto';
import { newId } from './keys.ts';

/** 32 bytes from the CSPRNG: an HMAC-SHA256 key as long as its output. */
export const mintWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
export const newWebhookId = () => newId('wh');
export const newDeliveryId = () => newId('dlv');
export const DEFAULT_DELIVERY_LIST = 50;
