// Decides what answers a logo request (which asset, which transforms, or a monogram) without touching any pixels.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Asset } from '../../catalog/types.ts';
import { SOURCE_PREFERENCE, type OutputFormat } from '../formats.ts';
import { MONOGRAM_VERSION } from '../monogram.ts';
import { TRANSPARENT_VERSION } from '../transparent.ts';
import { RENDERER_VERSION } from '../render/render.ts';
import { enlargementOf, type Enlargement } from './enlarge.ts';
import { VARIANT_FALLBACK, type LogoRequest } from './request.ts';

/**
 * What answered: the stored source as is, a render of it, the object `logos build` wrote for the request, or what
 * `fallback` asked for when there is none.
 */
export type LogoSource = 'stored' | 'rendered' | 'prebuilt' | 'monogram' | 'transparent' | 'redirect' | 'gravatar';

interface PlanBase {
  request: LogoRequest;
  pixels: number;
  /** Strong ETag, derived from the inputs so a matching If-None-Match is answered without rendering. */
  etag: string;
}

export interface AssetPlan extends PlanBase {
  kind: 'asset';
  asset: Asset;
  source: 'stored' | 'rendered';
  recolourForDark: boolean;
  /** Set when the answer is larger than the raster source's native size (header X-Logo-Upscaled). */
  enlargement: Enlargement | undefined;
}

export interface MonogramPlan extends PlanBase {
  kind: 'monogram';
  source: 'monogram';
  /** The text whose first letter is drawn; by default the domain's name. */
  label?: string;
}

/** fallback=transparent: an empty image of the asked size and the placeholder's format. */
export interface TransparentPlan extends PlanBase {
  kind: 'transparent';
  source: 'transparent';
}

/** fallback=<https URL>: a redirect there, once the URL's host is known to be public (fallback-url.ts). */
export interface RedirectPlan extends PlanBase {
  kind: 'redirect';
  source: 'redirect';
  location: URL;
}

export interface NotFoundPlan {
  kind: 'not-found';
  message: string;
}

/** A plan whose answer is an image this origin makes. */
export type ImagePlan = AssetPlan | MonogramPlan | TransparentPlan;
/** Every plan that answers: an image, or a redirect to the fallback URL. */
export type AnsweringPlan = ImagePlan | RedirectPlan;
export type LogoPlan = AnsweringPlan | NotFoundPlan;

/** What a placeholder shows when nothing answers: a seed (a domain, "name:acme") and the text its letter comes from. */
export interface Placeholder {
  seed: string;
  label?: string;
}

export function planLogo(catalog: Catalog, request: LogoRequest): LogoPlan {
  return planAssets(catalog.lookup(request.domain).assets, request);
}

/** The same decision over assets found some other way (a cryptocurrency's icon, which has no brand or domain). */
export function planAssets(assets: Asset[], request: LogoRequest, placeholder: Placeholder = { seed: request.domain }): LogoPlan {
  const pixels = request.size * (request.retina ? 2 : 1);
  const chosen = chooseAsset(assets, request);

  if (!chosen) return planFallback(request, `${request.domain} has no logo`, placeholder);
  // Only fallback=404 refuses the nearest variant: every other fallback prefers some logo of the brand to none.
  if (request.fallback === '404' && chosen.asset.variant !== request.variant) {
    return planFallback(request, `${request.domain} has no ${request.variant} variant`, placeholder);
  }

  const { asset, recolourForDark } = chosen;
  const transformed = recolourForDark || request.greyscale || asset.format !== request.format;
  const resized = request.format !== 'svg' && Math.max(asset.width, asset.height) !== pixels;
  const source = transformed || resized ? 'rendered' : 'stored';
  const etag = strongEtag([RENDERER_VERSION, asset.contentHash, request.format, pixels, request.greyscale, recolourForDark]);
  return { kind: 'asset', asset, source, recolourForDark, enlargement: enlargementOf(asset, pixels), request, pixels, etag };
}

/**
 * What answers when no logo does, as `fallback` asks: a monogram of the placeholder, 404, a transparent image, or a
 * redirect. `missing` says what is missing ("stripe.com has no logo"), for the 404's message.
 */
export function planFallback(asked: LogoRequest, missing: string, placeholder: Placeholder): LogoPlan {
  const { fallback } = asked;
  if (fallback === '404') return { kind: 'not-found', message: `${missing}; fallback=404 asked for no placeholder` };
  const request = placeholderRequest(asked, placeholder.seed);
  const pixels = request.size * (request.retina ? 2 : 1);
  if (fallback === 'monogram') return monogramOf(request, pixels, placeholder.label);
  if (fallback === 'transparent') {
    return { kind: 'transparent', source: 'transparent', request, pixels, etag: strongEtag([TRANSPARENT_VERSION, RENDERER_VERSION, request.format, pixels]) };
  }
  return { kind: 'redirect', source: 'redirect', request, pixels, location: fallback, etag: strongEtag(['redirect', fallback.href]) };
}

/** A monogram for request.domain, or for any other seed (such as a brand name) with the letter taken from `label`. */
export function planMonogram(asked: LogoRequest, label?: string): MonogramPlan {
  const request = placeholderRequest(asked, asked.domain);
  return monogramOf(request, request.size * (request.retina ? 2 : 1), label);
}

function monogramOf(request: LogoRequest, pixels: number, label: string | undefined): MonogramPlan {
  const etag = strongEtag([MONOGRAM_VERSION, RENDERER_VERSION, request.domain, label ?? '', request.format, pixels, request.greyscale]);
  return { kind: 'monogram', source: 'monogram', request, pixels, etag, label };
}

/** A placeholder is drawn for its seed, in the placeholder's format (SVG when the request named none). */
function placeholderRequest(asked: LogoRequest, seed: string): LogoRequest {
  const format = asked.monogramFormat ?? asked.format;
  return format === asked.format && seed === asked.domain ? asked : { ...asked, format, domain: seed };
}

function chooseAsset(assets: Asset[], request: LogoRequest): { asset: Asset; recolourForDark: boolean } | undefined {
  for (const variant of VARIANT_FALLBACK[request.variant]) {
    const ofVariant = assets.filter((asset) => asset.variant === variant);
    if (ofVariant.length === 0) continue;
    const dark = ofVariant.filter((asset) => asset.theme === 'dark');
    const light = ofVariant.filter((asset) => asset.theme === 'light');
    if (request.theme === 'dark' && dark.length > 0) return { asset: bestFormat(dark, request.format), recolourForDark: false };
    const base = light.length > 0 ? light : dark;
    return { asset: bestFormat(base, request.format), recolourForDark: request.theme === 'dark' && light.length > 0 };
  }
  return undefined;
}

function bestFormat(assets: Asset[], requested: OutputFormat): Asset {
  for (const format of [requested, ...SOURCE_PREFERENCE]) {
    const match = assets.find((asset) => asset.format === format);
    if (match) return match;
  }
  return assets[0]!;
}

/** A strong ETag from the inputs that fix an answer's bytes. */
export function strongEtag(parts: ReadonlyArray<string | number | boolean>): string {
  return `"${createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 32)}"`;
}

