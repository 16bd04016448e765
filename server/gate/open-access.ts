// Configurations that let key-less traffic in from anywhere, said once at start so an operator sees them in the log.
import type { Config } from '../config/index.ts';
import { isLoopback } from './client-ip.ts';
import { trustsEveryone } from './proxy-trust.ts';

type AccessSettings = Pick<Config, 'host' | 'port' | 'accessControl' | 'localAccess' | 'trustedProxies'>;

export function openAccessWarnings(config: AccessSettings): string[] {
  const reachable = !isLoopback(config.host) && config.host !== 'localhost';
  if (!reachable) return [];
  const where = `HOST=${config.host} port ${config.port}`;
  const warnings: string[] = [];
  if (!config.accessControl) {
    warnings.push(`ACCESS_CONTROL=false: anyone who reaches ${where} gets logos without a key and without a rate limit; bind HOST=127.0.0.1 or turn access control on`);
  }
  if (config.accessControl && trustsEveryone(config.trustedProxies)) {
    warnings.push(
      `TRUST_PROXY trusts every address (${config.trustedProxies.entries.join(', ')}): anyone who reaches ${where} can claim any client address in X-Forwarded-For` +
        `${config.localAccess ? ', including 127.0.0.1, which LOCAL_ACCESS lets in without a key' : ''}; list only your proxies' addresses`,
    );
  }
  return warnings;
}

/** Said once, the first time a forwarded request reaches the gate from a peer TRUST_PROXY does not name. */
export function untrustedProxyWarning(peer: string): string {
  return `a request with forwarding headers came from ${peer}, which TRUST_PROXY does not name: its clients all share that one address for rate limits and need a key; set TRUST_PROXY to the proxy's address (true for a proxy on this machine)`;
}
