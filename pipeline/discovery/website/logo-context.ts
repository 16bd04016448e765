// Decides whether an element speaks of the site's own logo. Real pages say "logo" in many places that are not the
// brand's mark (`auth__provider-logo`, `partner-logos`, `Brandenburg`, `brandSolution`, `<body class="has-no-branding">`),
// so words are matched as whole parts of a class or id, and words that name someone else's logo veto the match.

/** Parts of a class or id (split on - and _) that name the site's own mark. */
const LOGO_PARTS = new Set(['logo', 'logotype', 'brand', 'brandmark', 'wordmark', 'sitelogo', 'navbarbrand']);
/** Parts that say the logo belongs to someone else, or is not a logo at all. */
const FOREIGN_PARTS = new Set([
  'provider', 'providers', 'partner', 'partners', 'client', 'clients', 'customer', 'customers', 'sponsor', 'sponsors',
  'social', 'share', 'payment', 'payments', 'press', 'award', 'awards', 'store', 'badge', 'featured', 'login', 'auth',
  'signin', 'signup', 'sign', 'oauth', 'sso', 'openid',
  'google', 'apple', 'facebook', 'twitter', 'vk', 'podcast', 'app', 'no', 'none', 'footer', 'grid', 'list', 'carousel',
]);
/** Elements too large to lend their words to everything inside them. */
export const CONTEXT_STOPS = new Set(['html', 'body', 'main', 'article', 'section', 'footer', 'aside', 'form', 'ul', 'ol', 'table']);

function partsOf(value: string | undefined): string[][] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((token) => token.split(/[-_]+/).filter(Boolean));
}

/** True when one class or id token names the logo and no part of that token names someone else. */
export function namesLogo(attributes: Record<string, string | undefined>): boolean {
  for (const parts of [...partsOf(attributes.class), ...partsOf(attributes.id), ...partsOf(attributes.itemprop)]) {
    if (parts.some((part) => LOGO_PARTS.has(part)) && !parts.some((part) => FOREIGN_PARTS.has(part))) return true;
  }
  return false;
}

/** The words of an alt, title or aria-label: "Acme logo" names the logo, "Sign in with Google" does not. */
export function labelNamesLogo(label: string | undefined): boolean {
  const words = (label ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.includes('logo') && !words.some((word) => FOREIGN_PARTS.has(word));
}

/** The file name of an image says "logo" as a whole part (`acme-logo.svg`, `logo@2x.png`), not `reuters-logo-sidebar`... */
export function fileNamesLogo(url: string): boolean {
  const name = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const parts = name.toLowerCase().replace(/\.[a-z0-9]+$/, '').split(/[^a-z0-9]+/).filter(Boolean);
  return parts.some((part) => LOGO_PARTS.has(part)) && !parts.some((part) => FOREIGN_PARTS.has(part));
}
