// Clearbit's Logo API, logo.clearbit.com/<domain>?size=&format=png|jpg&greyscale=: a PNG of 128 px by default, and a
// 404 (never a placeholder) for a domain without a logo, and the brand's nearest variant where it has no icon.
import { domainFromParam } from '../http/domain-param.ts';
import { choiceParam, flagParam, nativeTarget, nearestVariant, segmentAfter, sizeParam, type CompatService } from './translation.ts';

const FORMATS = { png: 'png', jpg: 'jpg', jpeg: 'jpg' } as const;

export const clearbit: CompatService = {
  id: 'clearbit',
  mounts: [{ path: '/clearbit', strip: true }],
  translate(path, query) {
    const raw = segmentAfter(path);
    if (raw === undefined || !raw.includes('.')) return undefined;
    const domain = domainFromParam(raw);
    const options = {
      format: choiceParam('format', query.get('format'), FORMATS, 'png'),
      size: sizeParam('size', query.get('size'), 128),
      greyscale: flagParam('greyscale', query.get('greyscale')),
      fallback: '404',
    };
    return (context) => nativeTarget(encodeURIComponent(domain), { variant: nearestVariant(context, domain), ...options });
  },
};

