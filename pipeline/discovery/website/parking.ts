// Pages that parking and domain-marketplace services put on domains they hold: "this domain is for sale", sponsored
// links, a buy button. The icon there is the service's, never the domain's brand, so discovery stores nothing. Each
// service is recognised by the hosts its pages load from, link to or redirect to, as those pages are built.

export interface ParkingService {
  name: string;
  /** Hosts (and their subdomains) the service's pages load scripts or frames from, link to, or redirect to. */
  hosts: readonly string[];
  /** Markup the service's pages carry whatever host serves them (script globals, element ids, paths). */
  markers?: readonly RegExp[];
  /** Paths the domain redirects its home page to when the service parks it. */
  paths?: readonly string[];
}

export const PARKING_SERVICES: readonly ParkingService[] = [
  { name: 'Sedo', hosts: ['sedo.com', 'sedoparking.com'], markers: [/sedoparking/i] },
  { name: 'Dan.com', hosts: ['dan.com', 'undeveloped.com'] },
  { name: 'Afternic', hosts: ['afternic.com'] },
  // GoDaddy's parked pages are a script-built "lander" served from its image CDN.
  { name: 'GoDaddy parking', hosts: ['parking-lander.godaddy.com'], markers: [/wsimg\.com\/parking-lander/i, /\bLANDER_SYSTEM\b/], paths: ['/lander'] },
  { name: 'ParkingCrew', hosts: ['parkingcrew.net'], markers: [/\/js\/parking\.\d[\w.]*\.js/i] },
  { name: 'Bodis', hosts: ['bodis.com', 'bodiscdn.com'] },
  { name: 'DomainSponsor', hosts: ['dsparking.com'] },
  { name: 'DomainMarket', hosts: ['domainmarket.com'] },
  { name: 'HugeDomains', hosts: ['hugedomains.com'] },
  { name: 'Above.com', hosts: ['above.com', 'trafficvalidate.com'] },
  { name: 'Namecheap parking', hosts: ['parkingpage.namecheap.com'] },
  { name: 'Uniregistry', hosts: ['uniregistry.com', 'uni.domains'] },
  { name: 'Atom', hosts: ['atom.com', 'squadhelp.com'] },
  { name: 'Efty', hosts: ['efty.com'] },
  { name: 'Porkbun parking', hosts: ['porkbun.com'], markers: [/porkbun\.com\/[\w/]*parked/i] },
];

/** Words every for-sale or parked page says, whichever service built it; one alone is not enough (a blog may write
 * "domain for sale"), so a page needs a service as well, or two of these. */
const SALE_WORDS = [
  /\b(this|the) domain( name)?( [\w.-]+)? (is|may be) for sale\b/i,
  /\bbuy (this|the) domain\b/i,
  /\bmake an offer\b/i,
  /\b(this|the) domain( name)?( [\w.-]+)? (is|has been) parked\b/i,
  /\bsponsored (listings|links)\b/i,
  /\brelated (searches|links)\b/i,
];

export interface Parked {
  service: string;
  /** What on the page gave it away, quoted. */
  evidence: string;
}

/** The service whose parked or for-sale page this is, or undefined for a site of its own. */
export function parkedBy(html: string, pageUrl: string): Parked | undefined {
  const pageHost = hostOf(pageUrl);
  const path = pathOf(pageUrl);
  for (const service of PARKING_SERVICES) {
    if (pageHost && service.hosts.some((host) => within(pageHost, host))) return { service: service.name, evidence: `the home page is served by ${pageHost}` };
    if (path && service.paths?.includes(path)) return { service: service.name, evidence: `the home page redirects to ${path}` };
  }
  // A page runs a service's script or frame, or sends the visitor there, only when the service built it.
  const loaded = hostsIn(html, /<(?:script|iframe|frame)\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)|http-equiv=["']?refresh["']?[^>]*url=([^"'\s>]+)|location(?:\.href)?\s*=\s*["']([^"']+)/gi);
  // Any other mention (a link, a form) may be a seller's own site naming a marketplace: it needs a sale word too.
  const linked = hostsIn(html, /["'(=]((?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,})/gi);
  const words = SALE_WORDS.map((pattern) => pattern.exec(html)?.[0]).filter((w): w is string => !!w);
  for (const service of PARKING_SERVICES) {
    const marker = service.markers?.map((pattern) => pattern.exec(html)?.[0]).find(Boolean);
    if (marker) return { service: service.name, evidence: `the page carries ${JSON.stringify(marker)}` };
    const runs = loaded.find((h) => service.hosts.some((s) => within(h, s)));
    if (runs) return { service: service.name, evidence: `the page loads or sends the visitor to ${runs}` };
    const host = linked.find((h) => service.hosts.some((s) => within(h, s)));
    // A link to a marketplace alone may be a seller's own site listing domains; with a sale word it is the lander.
    if (host && words.length > 0) return { service: service.name, evidence: `the page links ${host} and says ${JSON.stringify(words[0])}` };
  }
  if (words.length >= 2) return { service: 'an unnamed parking service', evidence: `the page says ${words.slice(0, 2).map((w) => JSON.stringify(w)).join(' and ')}` };
  return undefined;
}

function hostsIn(html: string, pattern: RegExp): string[] {
  const hosts: string[] = [];
  for (const match of html.matchAll(pattern)) {
    const url = match.slice(1).find(Boolean);
    const host = url && hostOf(url.startsWith('//') ? `https:${url}` : url);
    if (host && !hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

function within(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname.replace(/\/$/, '') || undefined;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
