// Name resolution for discovery, injectable: tests and operators map names to addresses (like curl --resolve),
// everything else goes to the system resolver.
import { lookup, Resolver as DnsResolver } from 'node:dns/promises';
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

/** TXT records of a name, each as its character strings; [] when the name has none. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** A resolver that refuses every name: the strict mode's fallback, so an offline run cannot reach real DNS. */
export const refusingResolver: Resolver = async (hostname) => {
  throw new Error(`${hostname} is not in DISCOVERY_RESOLVE and DISCOVERY_RESOLVE_STRICT refuses every other name`);
};

/** TXT lookups through the given DNS servers (ip or ip:port), or the system's; "no such record" is an empty answer. */
export function dnsTxtResolver(servers: readonly string[] = []): TxtResolver {
  const resolver = new DnsResolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async function resolveTxt(name) {
    try {
      return await resolver.resolveTxt(name);
    } catch (error) {
      if (['ENOTFOUND', 'ENODATA', 'NXDOMAIN'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
}

/** Answers names in `fixed` (host -> IP) itself and asks `fallback` for the rest. */
export function withFixedAddresses(fixed: Readonly<Record<string, string>>, fallback: Resolver = systemResolver): Resolver {
  const entries = new Map(Object.entries(fixed).map(([host, address]) => [host.toLowerCase(), address]));
  if (entries.size === 0) return fallback;
  return async function resolve(hostname) {
    const address = entries.get(hostname.toLowerCase());
    return address ? [{ address, family: isIP(address) === 6 ? 6 : 4 }] : fallback(hostname);
  };
}

/** The resolver of discovery's settings (DISCOVERY_RESOLVE, DISCOVERY_RESOLVE_STRICT), unless one is given. */
export function settingsResolver(settings: { resolve: Readonly<Record<string, string>>; resolveStrict: boolean }, given?: Resolver): Resolver {
  return given ?? withFixedAddresses(settings.resolve, settings.resolveStrict ? refusingResolver : systemResolver);
}
