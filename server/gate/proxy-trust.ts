// TRUST_PROXY: which peers are proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. A list of
// addresses, CIDR ranges and keywords; a count of hops would trust whatever reaches the port, so none is taken.
import { BlockList, isIP } from 'node:net';

export interface ProxyTrust {
  /** Whether the peer at this (normalised) address is a trusted proxy. */
  trusts(ip: string): boolean;
  /** Whether any address is trusted at all; false skips every forwarding header. */
  readonly any: boolean;
  /** The entries as configured, for messages. */
  readonly entries: readonly string[];
}

/** Ranges behind the keywords (the names proxy-addr and Express use). */
export const PROXY_KEYWORDS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const NONE = new Set(['', '0', 'false', 'no', 'off']);
const LOOPBACK_ONLY = new Set(['1', 'true', 'yes', 'on']);

/** Parses TRUST_PROXY; throws an Error whose message says what was expected and what came. */
export function parseProxyTrust(value: string): ProxyTrust {
  const trimmed = value.trim().toLowerCase();
  if (NONE.has(trimmed)) return proxyTrust([]);
  // "true" and "1" used to mean "one proxy, whoever it is"; the proxy this repository ships runs on the same machine.
  if (LOOPBACK_ONLY.has(trimmed)) return proxyTrust(['loopback']);
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!(entry in PROXY_KEYWORDS) && !parseRange(entry)) {
      throw new Error(
        `must be false, true (the proxy is on this machine), or a comma-separated list of proxy addresses, CIDR ranges ` +
          `and the words loopback, private, linklocal; got ${JSON.stringify(entry)}` +
          (/^\d+$/.test(entry) ? ' (a count of proxies is not accepted: name their addresses)' : ''),
      );
    }
  }
  return proxyTrust(entries);
}

export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of PROXY_KEYWORDS[entry] ?? [entry]) {
      const [address, prefix, family] = parseRange(range)!;
      list.addSubnet(address, prefix, family);
    }
  }
  return {
    trusts: (ip) => {
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
    any: entries.length > 0,
    entries,
  };
}

/** Entries that cover every address (0.0.0.0/0, ::/0): anyone who reaches the port can then claim any address. */
export function trustsEveryone(trust: ProxyTrust): boolean {
  return trust.entries.some((entry) => parseRange(entry)?.[1] === 0);
}

function parseRange(entry: string): [string, number, 'ipv4' | 'ipv6'] | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  if (prefix < 0 || prefix > max) return undefined;
  return [address, prefix, family === 4 ? 'ipv4' : 'ipv6'];
}
