// What a peer's URL becomes: the native request it stands for, and how its answer is dressed for the peer's clients.
import type { Catalog } from '../../catalog/catalog.ts';
import { MAX_SIZE, MIN_SIZE, VARIANT_FALLBACK } from '../../pipeline/logo/request.ts';
import { InvalidFallbackError, parseFallback } from '../../pipeline/logo/fallback-url.ts';
import { ApiError } from '../http/errors.ts';
import { BOOLEAN_WORDS, booleanWord } from '../schemas/boolean-word.ts';

/** The native query parameters a translation may set, in the one order every target writes them. */
const NATIVE_ORDER = ['variant', 'format', 'size', 'retina', 'greyscale', 'theme', 'fallback'] as const;
export type NativeQuery = Partial<Record<(typeof NATIVE_ORDER)[number], string>>;

export interface Translation {
  /** Path and query of the native request, the key included (?token=): what the gate and answerLogo see. */
  target: string;
  /** The native URL without the key, for `Link: <…>; rel="canonical"` (a shared cache may hand it to anyone). */
  canonical: string;
  /** ico: the PNG answer in an ICO container; allicons: the brand record as besticon's icon list. */
  dress?: 'ico' | 'allicons';
}

/** The rest of a translation that reads the catalog, run only once the gate let the request in. */
export type Resolve = (context: CompatContext) => Translation;

export interface CompatContext {
  /** A translation may read the catalog (Clearbit's variant, Brandfetch's auto-detection): memos follow its generation. */
  catalog: Pick<Catalog, 'tickers' | 'cryptoAsset' | 'lookup' | 'generation'>;
}

export interface CompatService {
  id: string;
  /** Off the service's own host, the paths it answers: a prefix that is stripped, or the peer's own path kept. */
  mounts: readonly { path: string; strip: boolean }[];
  /** The query parameters that may carry the caller's key, the first one present deciding; ?token= unless named. */
  keyParams?: readonly string[];
  /**
   * undefined: not a URL of this peer (the origin's other routes may answer it). Bad values throw an ApiError 400.
   * Reads the URL alone: where the native request depends on the catalog, a Resolve finishes it after the gate.
   */
  translate(path: string, query: URLSearchParams): Translation | Resolve | undefined;
}

/** The native target for a path under /v1 (already encoded) and its parameters, without the caller's key. */
export function nativeTarget(path: string, query: NativeQuery, extra: Partial<Translation> = {}): Translation {
  let search = '';
  for (const name of NATIVE_ORDER) if (query[name] !== undefined) search += `${search ? '&' : '?'}${name}=${encodeURIComponent(query[name]!)}`;
  const canonical = `/v1/${path}${search}`;
  return { target: canonical, canonical, ...extra };
}

/** The translation with the caller's key in its target, where the native gate reads it. */
export function withKey(translation: Translation, key: string | undefined): Translation {
  if (key === undefined) return translation;
  const target = `${translation.canonical}${translation.canonical.includes('?') ? '&' : '?'}token=${encodeURIComponent(key)}`;
  return { ...translation, target };
}

/**
 * The caller's key in a peer's URL: the first of the service's key parameters that is present and not empty. A
 * logo.dev publishable key (pk_…) names a site there; here the page (Origin, Referer) names it, so it is no key on any
 * form. The nginx edge reads the same (deploy/nginx/logos-edge.conf, $logos_token).
 */
export function keyOf(service: CompatService, query: URLSearchParams): string | undefined {
  for (const name of service.keyParams ?? DEFAULT_KEY_PARAMS) {
    const value = query.get(name);
    if (value) return value.startsWith(PUBLISHABLE_KEY_PREFIX) ? undefined : value;
  }
  return undefined;
}

const DEFAULT_KEY_PARAMS = ['token'] as const;
const PUBLISHABLE_KEY_PREFIX = 'pk_';

/**
 * The refusal of a query that names a parameter twice, or undefined. Names are compared as the origin reads them
 * (percent-decoded) and without case, as nginx matches $arg_<name>: two readers must never take different values.
 */
export function duplicateParameter(search: string): ApiError | undefined {
  const seen = new Map<string, string>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const written = pair.split('=', 1)[0]!;
    const name = decodedName(written).toLowerCase();
    const first = seen.get(name);
    if (first !== undefined) {
      const spellings = first === written ? '' : ` (as ${JSON.stringify(first.slice(0, 40))} and ${JSON.stringify(written.slice(0, 40))})`;
      return new ApiError(400, 'DUPLICATE_PARAMETER', `${name.slice(0, 40)} must be given once, got it twice${spellings}`);
    }
    seen.set(name, written);
  }
  return undefined;
}

// As URLSearchParams decodes a name: "+" is a space, a bad escape stays as written.
function decodedName(written: string): string {
  return new URLSearchParams(`${written}=`).keys().next().value ?? written;
}

export const invalidParameter = (name: string, expected: string, got: string) =>
  new ApiError(400, 'INVALID_PARAMETER', `${name} must be ${expected}, got ${JSON.stringify(got.slice(0, 100))}`);

/** A size in pixels the native route accepts (the longest side), named as the peer names it. */
export function sizeParam(name: string, raw: string | null | undefined, fallback: number): string {
  if (raw === null || raw === undefined || raw === '') return String(fallback);
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= MIN_SIZE && value <= MAX_SIZE)) throw invalidParameter(name, `an integer from ${MIN_SIZE} to ${MAX_SIZE}`, raw);
  return String(value);
}

export function flagParam(name: string, raw: string | null): string | undefined {
  if (raw === null || raw === '') return undefined;
  const value = booleanWord(raw);
  if (value === undefined) throw invalidParameter(name, `one of ${BOOLEAN_WORDS}`, raw);
  return String(value);
}

export function choiceParam<T extends string, F extends string = T>(name: string, raw: string | null, choices: Record<string, T>, fallback: F): T | F {
  if (raw === null || raw === '') return fallback;
  const key = raw.toLowerCase();
  // Own keys only: "constructor" or "__proto__" is no choice.
  const value = Object.hasOwn(choices, key) ? choices[key] : undefined;
  if (value === undefined) throw invalidParameter(name, `one of ${Object.keys(choices).join(', ')}`, raw);
  return value;
}

/**
 * A single path segment after `prefix` ("/stripe.com" → "stripe.com"), decoded; undefined when the path has more, and
 * unless `slashes` allows it (a brand's name), when it holds a slash once decoded (decodedSegment).
 */
export function segmentAfter(path: string, prefix = '/', slashes = false): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length);
  if (rest === '' || rest.includes('/')) return undefined;
  return decodedSegment(rest, slashes);
}

/**
 * A path segment decoded; undefined when it does not decode, or holds a slash once decoded (%2F, %5C) where a domain
 * or identifier is read: a proxy that decodes the path before matching (nginx's $uri) would read another path.
 */
export function decodedSegment(segment: string, slashes = false): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return !slashes && /[/\\]/.test(decoded) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The variant the native route would fall back to from an icon: peers that answer a known brand with some logo and
 * only an unknown one with 404 ask for it, since the native fallback=404 also refuses a missing variant.
 */
export function nearestVariant(context: CompatContext, domain: string): string {
  const stored = new Set(context.catalog.lookup(domain).assets.map((asset) => asset.variant));
  return VARIANT_FALLBACK.icon.find((variant) => stored.has(variant)) ?? 'icon';
}

/** A peer's placeholder URL as the native fallback (a redirect there), refused under the peer's parameter name. */
export function fallbackUrlParam(name: string, raw: string): string {
  try {
    const parsed = parseFallback(raw);
    if (typeof parsed === 'string') throw new InvalidFallbackError(`got ${JSON.stringify(raw.slice(0, 100))}`);
  } catch (error) {
    if (!(error instanceof InvalidFallbackError)) throw error;
    throw new ApiError(400, 'INVALID_PARAMETER', `${name} must be a public https URL: ${error.message}`);
  }
  return raw;
}
