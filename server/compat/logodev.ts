// logo.dev's image CDN, img.logo.dev/<domain> (also /name/, /ticker/, /crypto/): JPEG of 128 px with a monogram by
// default; theme means what it means here (dark: the logo for dark backgrounds); token= is this service's API key.
import { domainFromParam } from '../http/domain-param.ts';
import { choiceParam, flagParam, invalidParameter, nativeTarget, segmentAfter, sizeParam, type CompatService } from './translation.ts';

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
    return nativeTarget(subject, options, keyOf(query.get('token')));
  },
};

/** The native path: a domain, or name/, ticker/, crypto/ and what follows; undefined for any other shape. */
function subjectOf(path: string): string | undefined {
  for (const kind of KINDS) {
    const value = segmentAfter(path, `/${kind}/`);
    if (value !== undefined) return `${kind}/${encodeURIComponent(value)}`;
  }
  const raw = segmentAfter(path);
  if (raw === undefined || !raw.includes('.')) return undefined;
  return encodeURIComponent(domainFromParam(raw));
}

// logo.dev's publishable keys (pk_…) name a site; here a site is known by its page (Origin/Referer of a registered
// origin), so such a token is dropped and the page decides. Anything else is taken as this service's API key.
function keyOf(token: string | null): string | undefined {
  if (token === null || token === '') return undefined;
  if (/^pk_[A-Za-z0-9_-]{1,200}$/.test(token)) return undefined;
  if (token.length > 200) throw invalidParameter('token', 'an API key (la_…) or a publishable key (pk_…)', token);
  return token;
}
