// A person's avatar answered like a logo: the asked format and size through the same render step, and a strong ETag
// from the avatar's bytes and the request, so a repeated request is answered from the response cache or with a 304.
import type { RasterFormat } from '../formats.ts';
import { strongEtag } from '../logo/plan.ts';
import { rasterAsSvg } from '../logo/produce.ts';
import type { LogoRequest } from '../logo/request.ts';
import { RENDERER_VERSION, type RenderFn, type SourceImage } from '../render/render.ts';

export interface AvatarPlan {
  kind: 'avatar';
  source: 'gravatar';
  image: SourceImage;
  request: LogoRequest;
  pixels: number;
  etag: string;
}

export function planAvatar(image: SourceImage, request: LogoRequest): AvatarPlan {
  const pixels = request.size * (request.retina ? 2 : 1);
  const etag = strongEtag(['avatar', RENDERER_VERSION, image.contentHash ?? '', request.format, pixels, request.greyscale]);
  return { kind: 'avatar', source: 'gravatar', image, request, pixels, etag };
}

export function produceAvatar(plan: AvatarPlan, render: RenderFn): Promise<Buffer> {
  const filters = { greyscale: plan.request.greyscale, recolourForDark: false };
  if (plan.request.format === 'svg') return rasterAsSvg(plan.image, plan.pixels, filters, render);
  return render(plan.image, { format: plan.request.format as RasterFormat, pixels: plan.pixels, ...filters });
}
