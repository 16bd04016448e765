// Decides what answers a logo request (which asset, which transforms, or a monogram) without touching any pixels.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Asset } from '../../catalog/types.ts';
import { SOURCE_PREFERENCE, type OutputFormat } from '../formats.ts';
import { MONOGRAM_VERSION } from '../monogram.ts';
import { RENDERER_VERSION } from '../render/render.ts';
import { enlargementOf, type Enlargement } from './enlarge.ts';
import { VARIANT_FALLBACK, type LogoRequest } from './request.ts';

export type LogoSource = 'stored' | 'rendered' | 'monogram';

interface PlanBase {
  request: LogoRequest;
  pixels: number;
  /** Strong ETag, derived from the inputs so a matching If-None-Match is answered without rendering. */
  etag: string;
}

export interface AssetPlan extends PlanBase {
  kind: 'asset';
  asset: Asset;
  source: Exclude<LogoSource, 'monogram'>;
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

export interface NotFoundPlan {
  kind: 'not-found';
  message: string;
}

export type LogoPlan = AssetPlan | MonogramPlan | NotFoundPlan;

export function planLogo(catalog: Catalog, request: LogoRequest): LogoPlan {
  return planAssets(catalog.lookup(request.domain).assets, request);
}

/** The same decision over assets found some other way (a cryptocurrency's icon, which has no brand or domain). */
export function planAssets(assets: Asset[], request: LogoRequest): LogoPlan {
  const pixels = request.size * (request.retina ? 2 : 1);
  const chosen = chooseAsset(assets, request);

  if (!chosen || (request.fallback === '404' && chosen.asset.variant !== request.variant)) {
    if (request.fallback === '404') {
      const what = chosen ? `no ${request.variant} variant` : 'no logo';
      return { kind: 'not-found', message: `${request.domain} has ${what}; fallback=404 asked for no placeholder` };
    }
    return planMonogram(request);
  }

  const { asset, recolourForDark } = chosen;
  const transformed = recolourForDark || request.greyscale || asset.format !== request.format;
  const resized = request.format !== 'svg' && Math.max(asset.width, asset.height) !== pixels;
  const source = transformed || resized ? 'rendered' : 'stored';
  const etag = strongEtag([RENDERER_VERSION, asset.contentHash, request.format, pixels, request.greyscale, recolourForDark]);
  return { kind: 'asset', asset, source, recolourForDark, enlargement: enlargementOf(asset, pixels), request, pixels, etag };
}

/** A monogram for request.domain, or for any other seed (such as a brand name) with the letter taken from `label`. */
export function planMonogram(asked: LogoRequest, label?: string): MonogramPlan {
  const request = asked.monogramFormat && asked.monogramFormat !== asked.format ? { ...asked, format: asked.monogramFormat } : asked;
  const pixels = request.size * (request.retina ? 2 : 1);
  const etag = strongEtag([MONOGRAM_VERSION, RENDERER_VERSION, request.domain, label ?? '', request.format, pixels, request.greyscale]);
  return { kind: 'monogram', source: 'monogram', request, pixels, etag, label };
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

