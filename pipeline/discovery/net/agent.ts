// An undici Agent whose every connection is checked: the name is resolved once, each address must be public (or an
// explicitly allowed ip:port), and the socket connects to exactly the checked address, so DNS rebinding between the
// check and the connect cannot redirect it. Redirects go through here too, as every hop opens its own connection.
import { rootCertificates } from 'node:tls';
import { Agent, buildConnector } from 'undici';
import { isPublicAddress } from './address.ts';
import { checkedAddresses } from './checked-host.ts';
import type { Resolver } from './resolver.ts';

export interface SafeAgentOptions {
  resolve: Resolver;
  /** "ip:port" pairs that may be connected to although not public: the loopback fakes of tests, nothing else. */
  allow: ReadonlySet<string>;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  /** Replay (recording/replay.ts): every connection goes, as plain HTTP, to this port of the checked address, one
   * port per scheme, so recorded https:// pages replay without certificates. Never set outside a replay. */
  replayPorts?: { 'http:': number; 'https:': number };
  /** PEM certificates trusted besides the system's roots (webhook receivers behind a private CA). */
  extraCa?: string;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The address to connect to for `hostname`: every resolved address must be public or allowed (a name that resolves to
 * one public and one private address is refused whole). Also the check of a URL given to be fetched later (webhooks).
 */
export async function permittedAddress(options: Pick<SafeAgentOptions, 'resolve' | 'allow'>, hostname: string, port: string): Promise<string> {
  const addresses = await checkedAddresses(options.resolve, hostname, (address) => isPublicAddress(address) || options.allow.has(`${address}:${port}`));
  return addresses[0]!;
}

export function createSafeAgent(options: SafeAgentOptions): Agent {
  const connector = buildConnector({ timeout: options.connectTimeoutMs, ...(options.extraCa && { ca: [...rootCertificates, options.extraCa] }) });
  const pick = (hostname: string, port: string) => permittedAddress(options, hostname, port);

  return new Agent({
    connect(connectOptions, callback) {
      const replay = options.replayPorts?.[connectOptions.protocol as 'http:' | 'https:'];
      const port = replay !== undefined ? String(replay) : connectOptions.port || DEFAULT_PORTS[connectOptions.protocol] || '';
      pick(connectOptions.hostname, port).then(
        (address) => connector(replay !== undefined ? { ...connectOptions, protocol: 'http:', hostname: address, port } : { ...connectOptions, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
    headersTimeout: options.requestTimeoutMs,
    bodyTimeout: options.requestTimeoutMs,
    connections: 4,
  });
}
