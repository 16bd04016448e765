// Decides whether an element speaks of the site's own logo. Real pages say "logo" in many places that are not the
// brand's mark (`auth__provider-logo`, `partner-logos`, `Brandenburg`, `brandSolution`, `<body class="has-no-branding">`),
// so words are matched as whole parts of a class or id, and words that name someone else's logo veto the match.

/** Parts of a class or id (split on - and _) that name the site's own mark. */
const LOGO_PARTS = new Set(['logo', 'logotype', 'brand', 'brandmark', 'wordmark', 'sitelogo', 'navbarbrand']);
/** Parts that say the logo belongs to someone else, or is not a logo at all. */
const FOREIGN_PARTS = new Set([
  'provider', 'providers', 'partner', 'partners', 'client', 'clients', 'customer', 'customers', 'sponsor', 'sponsors',
  'social', 'share', 'payment', 'payments', 'press', 'award', 'awards', 'store', 'badge', 'featured', 'login', 'auth',
  'signin', 'signup', 'sign', 'oauth', 'sso', 'openid', 'powered',
  'google', 'apple', 'facebook', 'twitter', 'vk', 'podcast', 'app', 'no', 'none', 'footer', 'grid', 'list', 'carousel',
]);
/** Parts that mark a consent banner or dialog: it comes before the header and shows its vendor's "powered by" logo in
 * its own "header" (OneTrust's `ot-pc-header` and `ot-pc-logo`, Cookiebot, Usercentrics). */
const OVERLAY_PARTS = new Set(['ot', 'onetrust', 'consent', 'cookie', 'cookies', 'cookiebot', 'cookielaw', 'usercentrics', 'gdpr', 'cmp']);

/** True for an element whose content is someone else's overlay (a consent banner, a dialog), never the page's header. */
export function isOverlay(attributes: Record<string, string | undefined>): boolean {
  if (['dialog', 'alertdialog'].includes((attributes.role ?? '').toLowerCase()) || attributes['aria-modal'] === 'true') return true;
  return [...partsOf(attributes.class), ...partsOf(attributes.id)].some((parts) => parts.some((part) => OVERLAY_PARTS.has(part)));
}

/** Elements and roles that are controls: what they hold is a glyph of the control (a language menu, a theme toggle,
 * a search button), never the page's logo. */
const CONTROL_ELEMENTS = new Set(['button', 'select', 'summary']);
const CONTROL_ROLES = new Set(['button', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'switch', 'tab', 'combobox', 'search']);
/** Class or id parts of a control's container (`dropdown--hoverable`, `colorModeToggle`, `navbar-search`); a home link or
 * an element naming the logo inside one is still the logo's place (see html.ts). */
const CONTROL_PARTS = new Set(['dropdown', 'menu', 'submenu', 'toggle', 'toggler', 'switcher', 'search', 'searchbox', 'close', 'hamburger', 'burger']);

/** "hard": an element that is a control itself; "soft": a container named as one; undefined: neither. */
export function controlOf(name: string, attributes: Record<string, string | undefined>): 'hard' | 'soft' | undefined {
  if (CONTROL_ELEMENTS.has(name) || CONTROL_ROLES.has((attributes.role ?? '').toLowerCase().trim())) return 'hard';
  // camelCase names (colorModeToggle, toggleButton) are split into words as well.
  const words = (value: string | undefined) => partsOf((value ?? '').replace(/([a-z])([A-Z])/g, '$1-$2'));
  return [...words(attributes.class), ...words(attributes.id)].some((parts) => parts.some((part) => CONTROL_PARTS.has(part))) ? 'soft' : undefined;
}

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
