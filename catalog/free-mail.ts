// Free mail providers (gmail.com, outlook.com, gmx.de, …), where an address belongs to a person and the provider's own
// logo would be the wrong answer. The list is the maintained free-email-domains package, never one written here.
import freeEmailDomains from 'free-email-domains';

const domains: ReadonlySet<string> = new Set(freeEmailDomains);

/** `domain` is normalised (catalog/domain.ts); subdomains are the caller's to try (lookupCandidates). */
export function isFreeMailDomain(domain: string): boolean {
  return domains.has(domain);
}
