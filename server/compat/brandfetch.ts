// Brandfetch's Logo API, cdn.brandfetch.io/<identifier>/w/<w>/h/<h>/theme/<t>/fallback/<f>/type/<t>?c=<client>: the
// identifier auto-detected (domain, ticker, ISIN, crypto) unless a domain/, ticker/, isin/ or crypto/ prefix names it;
// its theme is the logo's own colour (theme/dark: dark ink, for light backgrounds), the opposite of this service's.
import { listedDomain, parseTicker } from '../routes/ticker.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import {
  choiceParam,
  decodedSegment,
  invalidParameter,
  nativeTarget,
  sizeParam,
  type CompatContext,
  type CompatService,
  type Resolve,
  type Translation,
} from './translation.ts';

const THEMES = { light: 'dark', dark: 'light' } as const;
const FALLBACKS = { brandfetch: 'monogram', lettermark: 'monogram', transparent: 'transparent', '404': '404' } as const;
const TYPES = { icon: 'icon', logo: 'logo', symbol: 'symbol' } as const;
const PREFIXES = ['domain', 'ticker', 'isin', 'crypto'] as const;
type Kind = (typeof PREFIXES)[number];
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const COIN = /^[A-Z0-9]{1,12}$/;
const OPTION_NAMES = new Set(['w', 'h', 'theme', 'fallback', 'type']);

export const brandfetch: CompatService = {
  id: 'brandfetch',
  mounts: [{ path: '/brandfetch', strip: true }],
  // Brandfetch's client id (?c=) is where its URLs carry a key; ?token= wins, as at the edge.
  keyParams: ['token', 'c'],
  translate(path) {
    const segments = path.split('/').slice(1).map((segment) => decodedSegment(segment));
    if (segments.length === 0 || segments.some((segment) => segment === undefined || segment === '')) return undefined;
    let kind: Kind | undefined;
    if ((PREFIXES as readonly string[]).includes(segments[0]!) && segments.length > 1) kind = segments.shift() as Kind;
    const identifier = segments.shift()!;
    const options = optionsOf(segments as string[]);
    if (options === undefined) return undefined;
    const type = choiceParam('type', options.type ?? null, TYPES, 'icon');
    const fallback = choiceParam('fallback', options.fallback ?? null, FALLBACKS, type === 'icon' ? 'monogram' : 'transparent');
    const w = options.w === undefined ? undefined : Number(sizeParam('w', options.w, 0));
    const h = options.h === undefined ? undefined : Number(sizeParam('h', options.h, 0));
    const native = {
      variant: type,
      format: 'webp',
      size: String(Math.max(w ?? 0, h ?? 0) || 128),
      theme: choiceParam('theme', options.theme ?? null, THEMES, 'auto'),
      fallback,
    };
    return subjectOf(kind, identifier, (subject) => nativeTarget(subject, native));
  },
};

/** w/<w>/h/<h>/… as a record; undefined for a segment that is no option name or a name without its value. */
function optionsOf(segments: string[]): Partial<Record<string, string>> | undefined {
  const options: Partial<Record<string, string>> = Object.create(null);
  // The older short form ends in the type alone: /nike.com/logo.
  if (segments.length % 2 === 1 && Object.hasOwn(TYPES, segments.at(-1)!)) options.type = segments.pop()!;
  for (let i = 0; i < segments.length; i += 2) {
    if (!OPTION_NAMES.has(segments[i]!) || segments[i + 1] === undefined) return undefined;
    options[segments[i]!] = segments[i + 1]!;
  }
  return options;
}

type Build = (subject: string) => Translation;

// Auto-detection follows Brandfetch's order (domain, ticker, ISIN, crypto); the catalog decides between the last three,
// so that choice waits for the gate. What the identifier alone refuses is refused here, before it.
function subjectOf(kind: Kind | undefined, identifier: string, build: Build): Translation | Resolve {
  const upper = identifier.toUpperCase();
  if (kind === 'domain' || (kind === undefined && identifier.includes('.'))) return build(encodeURIComponent(domainFromParam(identifier)));
  if (kind === 'isin') {
    if (!ISIN.test(upper)) throw invalidParameter('isin', 'an ISIN of 12 characters such as US6541061031', identifier);
    throw unknownIsin(upper);
  }
  if (kind === 'crypto') return build(`crypto/${encodeURIComponent(upper)}`);
  if (identifier.startsWith('id_')) throw new ApiError(404, 'LOGO_NOT_FOUND', `Brandfetch brand ids (${identifier.slice(0, 40)}) are not known here; ask by domain or ticker`);
  const ticker = () => build(`ticker/${encodeURIComponent(parseTicker(identifier).symbol)}`);
  // Neither an ISIN nor a coin: a ticker, or its 400.
  if (kind === 'ticker' || (!ISIN.test(upper) && !COIN.test(upper))) return ticker();
  return (context) => {
    if (isListed(context, upper)) return ticker();
    if (ISIN.test(upper)) throw unknownIsin(upper);
    if (COIN.test(upper) && context.catalog.cryptoAsset(upper)) return build(`crypto/${encodeURIComponent(upper)}`);
    return ticker();
  };
}

const unknownIsin = (isin: string) => new ApiError(404, 'LOGO_NOT_FOUND', `no logo is known by ISIN (${isin}); ask by domain or ticker`);

function isListed(context: CompatContext, symbol: string): boolean {
  try {
    return listedDomain(context.catalog, parseTicker(symbol).symbol, undefined) !== undefined;
  } catch {
    return false;
  }
}
