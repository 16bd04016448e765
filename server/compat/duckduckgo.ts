// DuckDuckGo's favicon service, /ip3/<domain>.ico: the site's icon as an ICO file (32 px, a PNG inside, which every
// browser reads as ICO), and a 404 for a site without one, as DuckDuckGo answers.
import { domainFromParam } from '../http/domain-param.ts';
import { nativeTarget, nearestVariant, segmentAfter, type CompatService } from './translation.ts';

export const duckduckgo: CompatService = {
  id: 'duckduckgo',
  mounts: [{ path: '/ip3', strip: false }],
  translate(path) {
    const file = segmentAfter(path, '/ip3/');
    if (file === undefined || !file.endsWith('.ico')) return undefined;
    const domain = domainFromParam(file.slice(0, -'.ico'.length));
    return (context) => nativeTarget(encodeURIComponent(domain), { variant: nearestVariant(context, domain), format: 'png', size: '32', fallback: '404' }, { dress: 'ico' });
  },
};
