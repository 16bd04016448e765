// Proof that an account controls a web origin it registered: a token shown once, then found in a DNS TXT record of the
// host or in a file at a well-known path of the origin, each read through discovery's guarded network code.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSafeAgent } from '../../pipeline/discovery/net/agent.ts';
import { safeFetch } from '../../pipeline/discovery/net/fetch.ts';
import { dnsTxtResolver, settingsResolver, type Resolver, type TxtResolver } from '../../pipeline/discovery/net/resolver.ts';
import type { DiscoverySettings } from '../../pipeline/discovery/settings.ts';
import type { OriginProof } from '../../state/types.ts';
import { hostOfOrigin } from '../gate/trusted-origins.ts';

export const PROOF_DNS_LABEL = '_logos-challenge';
export const PROOF_TXT_PREFIX = 'logos-site-verification=';
export const PROOF_FILE_PATH = '/.well-known/logos-site-verification.txt';
// The file holds one short token: a few lines at most are read, and a slow site is not waited on.
const FILE_LIMITS = { maxBytes: 4096, maxRedirects: 0, requestTimeoutMs: 5000 };

export interface Challenge {
  /** A TXT record of this name holding `value`, */
  dns: { name: string; type: 'TXT'; value: string };
  /** or this URL answering 200 with `body`, without a redirect. */
  file: { url: string; body: string };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newProofToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Where the proof of `origin` is looked for; a wildcard is proven on its base domain. The token when it is known. */
export function challengeOf(origin: string, token = '<token>'): Challenge {
  const host = hostOfOrigin(origin).replace(/^\*\./, '');
  const scheme = origin.slice(0, origin.indexOf('://'));
  const port = /:(\d+)$/.exec(origin)?.[1];
  return {
    dns: { name: `${PROOF_DNS_LABEL}.${host}`, type: 'TXT', value: `${PROOF_TXT_PREFIX}${token}` },
    file: { url: `${scheme}://${host}${port ? `:${port}` : ''}${PROOF_FILE_PATH}`, body: token },
  };
}

export type ProofOutcome = { proof: OriginProof } | { problems: string[] };

export interface SiteProof {
  /** Looks for a token hashing to `tokenHash` in the origin's TXT record, then its file. */
  check(origin: string, tokenHash: string): Promise<ProofOutcome>;
  close(): Promise<void>;
}

export interface SiteProofOptions {
  /** Discovery's network settings: DISCOVERY_RESOLVE(_STRICT), DISCOVERY_ALLOW, DISCOVERY_DNS_SERVERS, the user agent. */
  settings: Pick<DiscoverySettings, 'resolve' | 'resolveStrict' | 'allow' | 'dnsServers' | 'userAgent'>;
  resolver?: Resolver;
  resolveTxt?: TxtResolver;
}

export function createSiteProof(options: SiteProofOptions): SiteProof {
  const { settings } = options;
  const agent = createSafeAgent({ resolve: settingsResolver(settings, options.resolver), allow: new Set(settings.allow), connectTimeoutMs: 5000, requestTimeoutMs: 5000 });
  // In strict mode without DNS servers named, nothing may answer TXT lookups, so only the file can prove.
  const resolveTxt = options.resolveTxt ?? (settings.dnsServers.length > 0 || !settings.resolveStrict ? dnsTxtResolver(settings.dnsServers) : async () => []);
  const matches = (candidate: string, tokenHash: string) => {
    const a = Buffer.from(hashToken(candidate), 'hex');
    return a.length === 32 && timingSafeEqual(a, Buffer.from(tokenHash, 'hex'));
  };

  const byDns = async (challenge: Challenge, tokenHash: string): Promise<string | undefined> => {
    let records: string[][];
    try {
      records = await resolveTxt(challenge.dns.name);
    } catch (error) {
      return `the TXT lookup of ${challenge.dns.name} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    }
    const tokens = records.map((parts) => parts.join('')).filter((text) => text.startsWith(PROOF_TXT_PREFIX));
    if (tokens.some((text) => matches(text.slice(PROOF_TXT_PREFIX.length).trim(), tokenHash))) return undefined;
    return tokens.length === 0 ? `${challenge.dns.name} has no TXT record starting ${PROOF_TXT_PREFIX}` : `no TXT record of ${challenge.dns.name} holds this claim's token`;
  };
  const byFile = async (challenge: Challenge, tokenHash: string): Promise<string | undefined> => {
    try {
      const { body } = await safeFetch(agent, FILE_LIMITS, challenge.file.url, { accept: 'text/plain', userAgent: settings.userAgent });
      const lines = body.toString('utf8').split(/\r?\n/).map((line) => line.trim());
      if (lines.some((line) => matches(line.startsWith(PROOF_TXT_PREFIX) ? line.slice(PROOF_TXT_PREFIX.length) : line, tokenHash))) return undefined;
      return `${challenge.file.url} does not hold this claim's token`;
    } catch (error) {
      // Discovery's messages say what went wrong (status, redirect, size, time, a refused address) and name only the URL.
      return (error as Error).message;
    }
  };

  return {
    async check(origin, tokenHash) {
      const challenge = challengeOf(origin);
      const dns = await byDns(challenge, tokenHash);
      if (dns === undefined) return { proof: 'dns' };
      const file = await byFile(challenge, tokenHash);
      if (file === undefined) return { proof: 'file' };
      return { problems: [dns, file] };
    },
    close: () => agent.close(),
  };
}
