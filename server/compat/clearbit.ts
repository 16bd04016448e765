// Clearbit's Logo API, logo.clearbit.com/<domain>?size=&format=png|jpg&greyscale=: a PNG of 128 px by default, and a
// 404 (never a placeholder) for a domain without a logo, and the brand's nearest variant where it has no icon.
import { VARIANT_FALLBACK } from '../../pipeline/logo/request.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { choiceParam, flagParam, nativeTarget, segmentAfter, sizeParam, type CompatContext, type CompatService } from './translation.ts';

const FORMATS = { png: 'png', jpg: 'jpg', jpeg: 'jpg' } as const;

export const clearbit: CompatService = {
  id: 'clearbit',
  mounts: [{ path: '/clearbit', strip: true }],
  translate(path, query, context) {
    const raw = segmentAfter(path);
    if (raw === undefined || !raw.includes('.')) return undefined;
    const domain = domainFromParam(raw);
    return nativeTarget(encodeURIComponent(domain), {
      variant: variantOf(context, domain),
      format: choiceParam('format', query.get('format'), FORMATS, 'png'),
      size: sizeParam('size', query.get('size'), 128),
      greyscale: flagParam('greyscale', query.get('greyscale')),
      fallback: '404',
    });
  },
};

// Clearbit answered every known company with some logo; the native fallback=404 refuses a missing variant, so the
// variant asked is the one the native route would fall back to.
function variantOf(context: CompatContext, domain: string): string {
  const stored = new Set(context.catalog.lookup(domain).assets.map((asset) => asset.variant));
  return VARIANT_FALLBACK.icon.find((variant) => stored.has(variant)) ?? 'icon';
}
