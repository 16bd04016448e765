// Resolves a host and checks every address it resolves to, before anything connects to it or sends a client there.
import { isIP } from 'node:net';
import { DiscoveryError } from '../errors.ts';
import { isPublicAddress } from './address.ts';
import type { Resolver } from './resolver.ts';

/**
 * The addresses `hostname` (a name or an IP literal, bracketed or not) stands for, when every one is permitted;
 * a name that resolves to one public and one private address is refused whole (DiscoveryError BLOCKED_ADDRESS),
 * one that does not resolve is DNS_FAILED.
 */
export async function checkedAddresses(resolve: Resolver, hostname: string, permitted: (address: string) => boolean = isPublicAddress): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await resolveOrFail(resolve, bare);
  const blocked = addresses.find((address) => !permitted(address));
  if (blocked) throw new DiscoveryError('BLOCKED_ADDRESS', `${hostname} resolves to ${blocked}, which is not a public address`);
  return addresses;
}

async function resolveOrFail(resolve: Resolver, hostname: string): Promise<string[]> {
  try {
    const found = await resolve(hostname);
    if (found.length === 0) throw new Error('no addresses');
    return found.map((entry) => entry.address);
  } catch (error) {
    throw new DiscoveryError('DNS_FAILED', `could not resolve ${hostname}: ${(error as Error).message}`);
  }
}
