// How a webhook delivery is signed, and how a receiver checks it: HMAC-SHA256 over "<timestamp>.<body>" with the
// webhook's secret, so a captured delivery cannot be replayed later under a new timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Logos-Signature';
export const TIMESTAMP_HEADER = 'X-Logos-Timestamp';
/** How old a delivery's timestamp may be when checked: longer than any clock skew, shorter than a useful replay. */
export const DEFAULT_TOLERANCE_S = 300;

const digest = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The headers of one delivery attempt; `timestamp` is Unix seconds. */
export function signatureHeaders(secret: string, body: string, timestamp: number): Record<string, string> {
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: `sha256=${digest(secret, timestamp, body)}` };
}

/** What a receiver does (docs/freshness.md shows the same in a few lines): the raw body, both headers, its own clock. */
export function verifySignature(
  secret: string,
  body: string,
  headers: { timestamp: string | null | undefined; signature: string | null | undefined },
  nowS: number,
  toleranceS = DEFAULT_TOLERANCE_S,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(`sha256=${digest(secret, timestamp, body)}`);
  const given = Buffer.from(headers.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
