// Google's favicon service, /s2/favicons?domain=<domain>&sz=<px> (or domain_url=<url>): a PNG icon of 16 px by default;
// where Google draws its generic globe for a site without an icon, this service draws the brand's monogram.
import { domainFromParam } from '../http/domain-param.ts';
import { invalidParameter, nativeTarget, sizeParam, type CompatService } from './translation.ts';

export const google: CompatService = {
  id: 'google',
  mounts: [{ path: '/s2/favicons', strip: false }],
  translate(path, query) {
    if (path !== '/s2/favicons') return undefined;
    const raw = query.get('domain') || query.get('domain_url');
    if (!raw) throw invalidParameter('domain', 'a domain (or domain_url a URL) of the site', '');
    return nativeTarget(encodeURIComponent(domainFromParam(raw)), { variant: 'icon', format: 'png', size: sizeParam('sz', query.get('sz'), 16), fallback: 'monogram' });
  },
};
