// logo.dev's image CDN, img.logo.dev/<domain> (also /name/, /ticker/, /crypto/): JPEG of 128 px with a monogram by
// default; theme means what it means here (dark: the logo for dark backgrounds); token= is this service's API key, a
// publishable key (pk_…) none (translation.ts keyOf).
import { domainFromParam } from '../http/domain-param.ts';
import { choiceParam, flagParam, nativeTarget, segmentAfter, sizeParam, type CompatService } from './translation.ts';

const FORMATS = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp', svg: 'svg' } as const;
const THEMES = { auto: 'auto', light: 'light', dark: 'dark' } as const;
const FALLBACKS = { monogram: 'monogram', '404': '404' } as const;
const KINDS = ['name', 'ticker', 'crypto'] as const;

export const logodev: CompatService = {
  id: 'logodev',
  mounts: [
    { path: '/logodev', strip: true },
    { path: '/logo.dev', strip: true },
  ],
  translate(path, query) {
    const subject = subjectOf(path);
    if (subject === undefined) return undefined;
    const options = {
      format: choiceParam('format', query.get('format'), FORMATS, 'jpg'),
      size: sizeParam('size', query.get('size'), 128),
      retina: flagParam('retina', query.get('retina')),
      greyscale: flagParam('greyscale', query.get('greyscale')),
      theme: choiceParam('theme', query.get('theme'), THEMES, 'auto'),
      fallback: choiceParam('fallback', query.get('fallback'), FALLBACKS, 'monogram'),
    };
    return nativeTarget(subject, options);
  },
};

/** The native path: a domain, or name/, ticker/, crypto/ and what follows; undefined for any other shape. */
function subjectOf(path: string): string | undefined {
  for (const kind of KINDS) {
    const value = segmentAfter(path, `/${kind}/`, true);
    if (value !== undefined) return `${kind}/${encodeURIComponent(value)}`;
  }
  const raw = segmentAfter(path);
  if (raw === undefined || !raw.includes('.')) return undefined;
  return encodeURIComponent(domainFromParam(raw));
}
