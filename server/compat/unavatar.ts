// unavatar's domain form, /<domain>, /clearbit/<domain> and /google/<domain> with ?fallback=<url>|false: the brand's
// icon (every provider name answers from the one catalog), unavatar's placeholder becoming the monogram.
import { domainFromParam } from '../http/domain-param.ts';
import { fallbackUrlParam, nativeTarget, segmentAfter, type CompatService } from './translation.ts';

const PROVIDERS = ['clearbit', 'google'] as const;

export const unavatar: CompatService = {
  id: 'unavatar',
  mounts: [{ path: '/unavatar', strip: true }],
  translate(path, query) {
    const raw = PROVIDERS.map((provider) => segmentAfter(path, `/${provider}/`)).find((value) => value !== undefined) ?? segmentAfter(path);
    if (raw === undefined || !raw.includes('.')) return undefined;
    const domain = domainFromParam(raw);
    const fallback = query.get('fallback');
    // fallback=false is unavatar's way to ask for a 404; a URL is a redirect there, as here.
    const native = fallback === null || fallback === '' ? 'monogram' : fallback.toLowerCase() === 'false' ? '404' : fallbackUrlParam('fallback', fallback);
    return nativeTarget(encodeURIComponent(domain), { variant: 'icon', format: 'png', size: '128', fallback: native });
  },
};
