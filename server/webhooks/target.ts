// Checks a webhook URL when it is registered: https only, no credentials, bounded length, an allowed port, and a host
// whose every address is public, by the same check that guards each delivery's connection (pipeline/discovery/net/agent.ts).
import { permittedAddress } from '../../pipeline/discovery/net/agent.ts';
import type { Resolver } from '../../pipeline/discovery/net/resolver.ts';
import { ApiError } from '../http/errors.ts';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export interface TargetCheck {
  resolve: Resolver;
  /** ip:port pairs allowed although not public (WEBHOOK_ALLOW). */
  allow: ReadonlySet<string>;
  /** Ports a URL may name: 443 and WEBHOOK_PORTS. */
  ports: ReadonlySet<number>;
}

const refuse = (message: string) => new ApiError(400, 'INVALID_PARAMETER', `url ${message}`);

/** The URL as it will be stored, or a 400 INVALID_PARAMETER whose message names `url`. */
export async function checkWebhookUrl(check: TargetCheck, raw: unknown): Promise<string> {
  if (typeof raw !== 'string' || raw.trim() === '') throw refuse('is required: an https:// URL that receives the notices');
  const text = raw.trim();
  if (text.length > MAX_WEBHOOK_URL_LENGTH) throw refuse(`must have at most ${MAX_WEBHOOK_URL_LENGTH} characters, got ${text.length}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(`must be an absolute https:// URL, got ${JSON.stringify(text.slice(0, 100))}`);
  }
  if (url.protocol !== 'https:') throw refuse(`must use https (notices are signed but not encrypted otherwise), got ${url.protocol}`);
  if (url.username || url.password) throw refuse('must not carry a user name or password');
  url.hash = '';
  // Delivery errors would otherwise tell the caller which of a host's ports answer.
  const port = Number(url.port || '443');
  if (!check.ports.has(port)) {
    const allowed = [...check.ports].sort((a, b) => a - b).join(', ');
    throw new ApiError(400, 'WEBHOOK_PORT_NOT_ALLOWED', `url must use port ${allowed} (WEBHOOK_PORTS lists the ports besides 443), got ${port}`);
  }
  try {
    await permittedAddress(check, url.hostname, String(port));
  } catch (error) {
    throw refuse(`must reach a public address: ${(error as Error).message}`);
  }
  return url.href;
}
