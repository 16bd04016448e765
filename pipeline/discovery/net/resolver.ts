// Name resolution for discovery, injectable: tests and operators map names to addresses (like curl --resolve),
// everything else goes to the system resolver.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** Answers names in `fixed` (host -> IP) itself and asks `fallback` for the rest. */
export function withFixedAddresses(fixed: Readonly<Record<string, string>>, fallback: Resolver = systemResolver): Resolver {
  const entries = new Map(Object.entries(fixed).map(([host, address]) => [host.toLowerCase(), address]));
  if (entries.size === 0) return fallback;
  return async function resolve(hostname) {
    const address = entries.get(hostname.toLowerCase());
    return address ? [{ address, family: isIP(address) === 6 ? 6 : 4 }] : fallback(hostname);
  };
}
