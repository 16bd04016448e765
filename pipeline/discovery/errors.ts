// The one error type of discovery: a stable code for the queue, the CLI and logs, and a message saying what came.
export const DISCOVERY_ERROR_CODES = [
  'UNSUPPORTED_URL',
  'BLOCKED_ADDRESS',
  'DNS_FAILED',
  'TOO_MANY_REDIRECTS',
  'RESPONSE_TOO_LARGE',
  'TIMEOUT',
  'HTTP_STATUS',
  'NETWORK',
  'FETCH_BUDGET',
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
  'UNDECODABLE',
  'INVALID_SVG',
  'UNRENDERABLE',
  'EXCLUDED',
  'TOO_COSTLY',
] as const;

export type DiscoveryErrorCode = (typeof DISCOVERY_ERROR_CODES)[number];

export class DiscoveryError extends Error {
  constructor(
    readonly code: DiscoveryErrorCode,
    message: string,
    /** The status an HTTP_STATUS failure answered, so a caller can tell "not there" (404) from a failure. */
    readonly status?: number,
    /** The start of the page an HTTP_STATUS failure answered with, when HTML was asked for (net/fetch.ts). */
    readonly body?: Buffer,
  ) {
    super(message);
    this.name = 'DiscoveryError';
  }
}

export function errorCodeOf(error: unknown): string {
  return error instanceof DiscoveryError ? error.code : 'INTERNAL';
}
