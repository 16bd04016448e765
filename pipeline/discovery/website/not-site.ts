// Pages that answer for a site without being it: a CDN's bot-protection challenge ("checking your browser", usually
// 403 or 503), a cookie wall that stands in for the home page, and a JavaScript-only shell with no markup. Each bot
// manager is recognised by what its pages are built from (script globals, paths, element ids), as they are served.
import { pageTextOf, type PageText } from './page-text.ts';

export interface NotSite {
  outcome: 'challenge' | 'cookie-wall' | 'script-shell';
  /** What gave it away, in words an operator can check. */
  reason: string;
  url: string;
}

interface Challenger {
  name: string;
  markers: readonly RegExp[];
}

export const CHALLENGERS: readonly Challenger[] = [
  // Not /cdn-cgi/challenge-platform/scripts/: Cloudflare injects that script into ordinary pages too.
  { name: 'Cloudflare', markers: [/window\._cf_chl_opt\b/, /\/cdn-cgi\/challenge-platform\/h\/[a-z]\/orchestrate\//, /\bcf-browser-verification\b/, /\bcf_chl_(?:jschl_tk|captcha_tk|prog)\b/, /<title>Attention Required! \| Cloudflare<\/title>/i, /\bcf-error-details\b/] },
  { name: 'Akamai', markers: [/errors\.edgesuite\.net/i, /\bsec-if-cpt-container\b/, /\/_sec\/cp_challenge\//, /\bbm-verify\b/] },
  { name: 'Imperva (Incapsula)', markers: [/\/_Incapsula_Resource\b/, /Incapsula incident ID/i] },
  { name: 'DataDome', markers: [/captcha-delivery\.com/i] },
  // Not window._pxAppId: HUMAN's sensor sets it on every page it guards.
  { name: 'HUMAN (PerimeterX)', markers: [/\bid=["']px-captcha["']/, /\/captcha\/captcha\.js\?a=c&/] },
  { name: 'AWS WAF', markers: [/window\.gokuProps\b/, /\.token\.awswaf\.com\/[\w/]*\/challenge\.js/i] },
  { name: 'Sucuri', markers: [/Sucuri WebSite Firewall/i] },
  { name: 'Vercel', markers: [/Vercel Security Checkpoint/i] },
  { name: 'DDoS-Guard', markers: [/\/\.well-known\/ddos-guard\/check/] },
];

/** Words every challenge page says, whoever serves it; with a 403, 429 or 503 they are enough. */
const CHALLENGE_WORDS = /checking (?:if the site connection is secure|your browser)|verify(?:ing)? you are (?:a )?human|enable javascript and cookies to continue|press (?:&amp;|&) hold/i;
const BLOCKING = new Set([401, 403, 405, 429, 503]);

/** Hosts and paths that consent managers send a first visitor to instead of the home page. */
const CONSENT_PLACE = /^(?:consent|guce|cmp|privacy-gateway|cookies?)\.|\/(?:consent|cookie-?consent|cookie-?wall|privacy-gateway|collectConsent)(?:[/?#]|$)/i;
const CONSENT_WORDS = /\b(?:cookies?|consent)\b[\s\S]{0,400}\b(?:accept|agree|reject|consent|manage)\b/i;

/** The challenge page of a bot manager, or undefined for anything else. `status`: what the page answered with. */
export function challengeOf(status: number, html: string, url: string, text: PageText = pageTextOf(html)): NotSite | undefined {
  // A challenge page is a small one; a site's whole home page that happens to mention one of these is not.
  if (!BLOCKING.has(status) && text.visible.length > 2000) return undefined;
  for (const challenger of CHALLENGERS) {
    const marker = challenger.markers.map((pattern) => pattern.exec(html)?.[0]).find(Boolean);
    if (marker) return { outcome: 'challenge', reason: `${challenger.name}'s bot challenge answered ${status} (the page carries ${JSON.stringify(marker)})`, url };
  }
  const words = BLOCKING.has(status) ? CHALLENGE_WORDS.exec(html)?.[0] : undefined;
  return words ? { outcome: 'challenge', reason: `a bot challenge answered ${status} (the page says ${JSON.stringify(words)})`, url } : undefined;
}

/** A page that answered 200 but is not the site: a challenge, a cookie wall, or a shell that only scripts fill. */
export function notSiteOf(html: string, url: string, status = 200): NotSite | undefined {
  const text = pageTextOf(html);
  const challenge = challengeOf(status, html, url, text);
  if (challenge) return challenge;
  const { visible } = text;
  const place = CONSENT_PLACE.exec(new URL(url).host + new URL(url).pathname)?.[0];
  if (place && CONSENT_WORDS.test(visible)) return { outcome: 'cookie-wall', reason: `the home page sent the visitor to a consent page (${JSON.stringify(place)})`, url };
  // A wall in place of the page: consent words and little else, and no way into the site.
  if (visible.length < 1500 && CONSENT_WORDS.test(visible) && text.consentButton && !text.headerOrNav && text.links <= 3) {
    return { outcome: 'cookie-wall', reason: 'the page holds only a consent form about cookies', url };
  }
  if (visible.length < 40 && text.scripts && !text.images) {
    return { outcome: 'script-shell', reason: `the page is a shell that scripts fill (${visible.length} characters of text, no image in its markup)`, url };
  }
  return undefined;
}
