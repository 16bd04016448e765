// besticon, /icon?url=&size=min..perfect..max&formats=&fallback_icon_url=&fallback_icon_color= and /allicons.json?url=:
// the icon of the perfect size in the first accepted format served here, a letter icon (the monogram) or a redirect
// to fallback_icon_url when there is none.
import { domainFromParam } from '../http/domain-param.ts';
import { MAX_SIZE, MIN_SIZE } from '../../pipeline/logo/request.ts';
import { fallbackUrlParam, invalidParameter, nativeTarget, type CompatService, type Translation } from './translation.ts';

// The formats besticon knows, in the order this service prefers them; gif has no encoder here.
const SERVED = ['png', 'svg', 'jpg', 'ico'] as const;
const KNOWN = new Set<string>([...SERVED, 'gif', 'jpeg']);
const SIZE = /^(\d{1,4})(?:\.\.(\d{1,4})(?:\.\.(\d{1,4}))?)?$/;
// ICO entries store width and height in one byte each, 0 meaning 256.
const MAX_ICO_SIZE = 256;

export const besticon: CompatService = {
  id: 'besticon',
  mounts: [
    { path: '/icon', strip: false },
    { path: '/allicons.json', strip: false },
  ],
  translate(path, query) {
    if (path !== '/icon' && path !== '/allicons.json') return undefined;
    const url = query.get('url');
    if (!url) throw invalidParameter('url', 'the URL or domain of a site', '');
    const domain = encodeURIComponent(domainFromParam(url));
    const format = formatOf(query.get('formats'));
    if (path === '/allicons.json') return { ...nativeTarget(`brand/${domain}`, {}), dress: 'allicons' };
    return iconTarget(domain, format, query);
  },
};

function iconTarget(domain: string, format: (typeof SERVED)[number], query: URLSearchParams): Translation {
  const size = perfectSize(query.get('size'), format === 'ico' ? MAX_ICO_SIZE : MAX_SIZE);
  const color = query.get('fallback_icon_color');
  if (color !== null && !/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) throw invalidParameter('fallback_icon_color', 'a hex colour such as ff0000', color);
  const url = query.get('fallback_icon_url');
  const fallback = url ? fallbackUrlParam('fallback_icon_url', url) : 'monogram';
  const native = { variant: 'icon', format: format === 'ico' ? 'png' : format, size, fallback };
  return nativeTarget(domain, native, format === 'ico' ? { dress: 'ico' } : {});
}

/** The perfect size of min..perfect..max (a single number is all three); besticon requires it. */
function perfectSize(raw: string | null, max: number): string {
  const expected = `a size range min..perfect..max (or one size) within ${MIN_SIZE}..${max}`;
  const match = SIZE.exec(raw ?? '');
  if (!match) throw invalidParameter('size', expected, raw ?? '');
  const [low, perfect, high] = [match[1], match[2] ?? match[1], match[3] ?? match[2] ?? match[1]].map(Number) as [number, number, number];
  if (!(low <= perfect && perfect <= high && perfect >= MIN_SIZE && perfect <= max)) throw invalidParameter('size', expected, raw!);
  return String(perfect);
}

function formatOf(raw: string | null): (typeof SERVED)[number] {
  if (raw === null || raw === '') return 'png';
  const asked = raw.toLowerCase().split(',').map((format) => format.trim());
  const unknown = asked.find((format) => !KNOWN.has(format));
  if (unknown !== undefined) throw invalidParameter('formats', `a comma-separated list of ${[...KNOWN].join(', ')}`, raw);
  const served = SERVED.find((format) => asked.includes(format) || (format === 'jpg' && asked.includes('jpeg')));
  if (served === undefined) throw invalidParameter('formats', `a list naming one of ${SERVED.join(', ')} (gif is not served)`, raw);
  return served;
}
