// Turns a plan into bytes: reads the stored source, then serves it as is or sends it through the render step.
import { CACHE_CONTROL } from '../cache-policy.ts';
import type { RasterFormat } from '../formats.ts';
import { MONOGRAM_SIZE, monogramSvg } from '../monogram.ts';
import { renderRaster, UndecodableImageError, type RenderFn, type SourceImage, type UnreadSource } from '../render/render.ts';
import { applySvgFilters, embedRasterInSvg, type SvgFilters } from '../render/svg-output.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { InvalidSvgError, sanitiseSvg } from '../svg/sanitise.ts';
import { transparentSvg } from '../transparent.ts';
import type { AnsweringPlan, ImagePlan, MonogramPlan, TransparentPlan } from './plan.ts';

/** A brand's logo is kept a day; anything answering for a missing one an hour, as discovery may find it by then. */
export function cacheControlOf(plan: AnsweringPlan): string {
  return plan.kind === 'asset' ? CACHE_CONTROL.logo : CACHE_CONTROL.monogram;
}

/** An SVG answer for a brand held only as a raster carries that raster, so its CSP must allow data: images. */
export function embedsRaster(plan: AnsweringPlan): boolean {
  return plan.kind === 'asset' && plan.request.format === 'svg' && plan.asset.format !== 'svg';
}

export class MissingSourceError extends Error {
  constructor(key: string) {
    super(`the catalog lists ${key} but storage has no such object`);
    this.name = 'MissingSourceError';
  }
}

/** `render` is the render step to use: in this process by default, the origin's render pool for on-demand misses. */
export async function produceLogo(storage: ObjectStorage, plan: ImagePlan, render: RenderFn = renderRaster): Promise<Buffer> {
  if (plan.kind !== 'asset') return producePlaceholder(plan, render);
  const { request, pixels } = plan;

  const { storageKey } = plan.asset;
  const read = async () => {
    const stored = await storage.get(storageKey);
    if (!stored) throw new MissingSourceError(storageKey);
    return stored.body;
  };
  const source: UnreadSource = { ...plan.asset, read };
  const filters = { greyscale: request.greyscale, recolourForDark: plan.recolourForDark };
  if (request.format === 'svg') {
    if (source.format === 'svg') return Buffer.from(applySvgFilters(sanitiseStored(await read()), filters));
    return rasterAsSvg(source, pixels, filters, render);
  }
  if (plan.source === 'stored') return read();
  return render(source, { format: request.format as RasterFormat, pixels, ...filters });
}

/** A raster source as an SVG answer: drawn as a PNG of the asked pixels and embedded at its own aspect ratio. */
export async function rasterAsSvg(source: SourceImage | UnreadSource, pixels: number, filters: SvgFilters, render: RenderFn): Promise<Buffer> {
  const png = await render(source, { format: 'png', pixels, ...filters });
  const scale = pixels / Math.max(source.width, source.height);
  return Buffer.from(embedRasterInSvg(png, Math.round(source.width * scale), Math.round(source.height * scale)));
}

// A placeholder is an SVG drawn here; a raster one goes through the same render step as a logo.
function producePlaceholder(plan: MonogramPlan | TransparentPlan, render: RenderFn): Promise<Buffer> | Buffer {
  const { request, pixels } = plan;
  const svg = plan.kind === 'monogram' ? monogramSvg(request.domain, { greyscale: request.greyscale, label: plan.label }) : transparentSvg(pixels);
  if (request.format === 'svg') return Buffer.from(svg);
  const side = plan.kind === 'monogram' ? MONOGRAM_SIZE : pixels;
  return render({ bytes: Buffer.from(svg), format: 'svg', width: side, height: side }, { format: request.format, pixels, greyscale: false, recolourForDark: false });
}

// A stored SVG that no longer passes the sanitiser is a source that cannot be rendered, whatever format was asked.
function sanitiseStored(bytes: Buffer): string {
  try {
    return sanitiseSvg(bytes);
  } catch (error) {
    if (error instanceof InvalidSvgError) throw new UndecodableImageError(`could not render svg source: ${error.message}`);
    throw error;
  }
}
