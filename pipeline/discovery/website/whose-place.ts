// What the markup around an image says of whose mark it is, read while the page is walked (html.ts, logo-place.ts):
// a link around it to another site, a section about others (an agency identifier, sponsors, partners, a "trusted by"
// wall), words just before it ("powered by", "a … project"). identity.ts weighs these with the image's own words.
import { publicSuffixList } from '../../../catalog/domain.ts';

/** The markup's word on an image's owner, kept on each page logo. */
export interface PlaceFacts {
  /** It stands in the site's link home. */
  home?: boolean;
  /** Its alt, aria-label or title. */
  label?: string;
  /** Its id and classes ("zerossl-logo"). */
  marks?: string;
  /** The registrable name of another site a link around it leads to ("zerossl" around ZeroSSL's logo). */
  linksTo?: string;
  /** A section about others it stands in: the class, id or label words that say so ("usa-identifier"). */
  section?: string;
  /** Words just before it that introduce someone else ("powered by", "a ZeroSSL project"). */
  introduced?: string;
  /** It stands in the page's header (or its nav): where a page shows its own logo. */
  header?: boolean;
}

/** Class, id and label words of a section that shows other organisations' marks. */
const OTHERS_PARTS = new Set([
  'identifier', 'sponsor', 'sponsors', 'sponsored', 'sponsorship', 'partner', 'partners', 'partnership', 'backer', 'backers', 'supporter',
  'supporters', 'funder', 'funders', 'funding', 'donor', 'donors', 'powered', 'poweredby', 'trusted', 'trustedby', 'adopter', 'adopters',
  'usedby', 'customer', 'customers', 'client', 'clients', 'showcase', 'testimonial', 'testimonials', 'integration', 'integrations',
  'affiliate', 'affiliates', 'member', 'members', 'endorsement', 'endorsements', 'ecosystem', 'logowall', 'logocloud', 'companies',
  'users', 'whouses', 'theyuse', 'friends', 'thanks', 'credits',
]);

/** Words that introduce someone else's mark right before it. */
const INTRODUCES_OTHERS = /\b(?:powered|sponsored|supported|backed|funded|hosted|maintained|brought to you|made possible|endorsed|trusted|used|loved) by\b|\b(?:they|who) (?:all )?uses?\b|\b(?:a|an)\s+[\w.&-]+(?:\s+[\w.&-]+)?\s+project\b|\b(?:project|member|part) of\b|\bin partnership with\b|\bwith (?:the )?support (?:of|from)\b|\b(?:our )?(?:sponsors|partners|backers|supporters|customers|adopters|members)\b/i;

/** Visible text kept before each image: enough for "Sponsored by" or a section's heading. */
export const RECENT_TEXT = 120;

/** The class, id or aria-label words of an element that is a section about others, if it is one. */
export function othersSectionOf(attributes: Record<string, string | undefined>): string | undefined {
  for (const value of [attributes.class, attributes.id, attributes['aria-label']]) {
    for (const token of (value ?? '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase().split(/\s+/).filter(Boolean)) {
      const parts = token.split(/[^a-z0-9]+/).filter(Boolean);
      // Parts alone ("sponsors") or two together ("they-use", "used-by", "trusted_by").
      const pairs = parts.slice(1).map((part, i) => parts[i]! + part);
      if ([...parts, ...pairs, parts.join('')].some((part) => OTHERS_PARTS.has(part))) return token;
    }
  }
  return undefined;
}

/** The phrase in the text just before an image that introduces another organisation, if any. */
export function introducedBy(recentText: string): string | undefined {
  return INTRODUCES_OTHERS.exec(recentText.slice(-RECENT_TEXT))?.[0];
}

/** The registrable name of the site a URL is on ("zerossl" for https://www.zerossl.com/x). */
export function siteNameOf(url: string): string | undefined {
  try {
    const host = new URL(url).hostname;
    return publicSuffixList().getDomainWithoutSuffix(host, { allowPrivateDomains: true }) ?? host;
  } catch {
    return undefined;
  }
}

/** The registrable name of the other site a link leads to, or undefined for a link within this one (any of its
 * subdomains, or the same name under another suffix: acme.de and acme.com are one brand's). */
export function otherSiteOf(pageSite: string | undefined, href: string | undefined): string | undefined {
  if (!href || !/^https?:/i.test(href)) return undefined;
  const site = siteNameOf(href);
  return site && site !== pageSite ? site : undefined;
}
