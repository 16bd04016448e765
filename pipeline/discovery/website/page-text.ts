// What a visitor would see of a page, read with the HTML parser in one pass (not with patterns over the markup, whose
// cost on a stranger's unclosed tags and comments grows with the square of the page): its visible text, and the few
// elements that tell a challenge, a cookie wall or a script shell from a site (not-site.ts).
import { Parser } from 'htmlparser2';

export interface PageText {
  /** The text a visitor sees in the body (or the whole page when it has no <body>), in one run of single spaces;
   * at most MAX_VISIBLE_TEXT characters. */
  visible: string;
  /** Links (<a>) in the page. */
  links: number;
  /** The page has a <header> or <nav>. */
  headerOrNav: boolean;
  /** The page has a <script>. */
  scripts: boolean;
  /** The body (or the page without one) shows an <img>, <svg> or <picture> outside scripts and templates. */
  images: boolean;
  /** A button or input whose label or value accepts, agrees or rejects: a consent form's. */
  consentButton: boolean;
}

/** Visible text kept: every decision made of it needs far less. */
export const MAX_VISIBLE_TEXT = 64 * 1024;
/** Elements open at once past which the rest of a page is not read, as a browser's parser builds no deeper tree: the
 * HTML parser's cost per element grows with the depth, so a page of endless unclosed tags would cost its square. */
export const MAX_OPEN_ELEMENTS = 512;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);
const IMAGES = new Set(['img', 'svg', 'picture']);
const CONSENT_LABEL = /^(?:[^<]{0,80}\b)?(?:accept|agree|allow all|reject|akzeptier|zustimm|accepter|aceptar|accett)/i;
const CONSENT_VALUE = /accept|agree|reject/i;

export function pageTextOf(html: string): PageText {
  const seen = { page: '', body: '', pageImages: false, bodyImages: false };
  const result = { links: 0, headerOrNav: false, scripts: false, consentButton: false };
  let inBody = false;
  let hidden = 0;
  let depth = 0;
  // The text right after a button or input opened, until the next tag: its label.
  let label: string | undefined;
  const add = (text: string) => {
    if (hidden > 0) return;
    if (seen.page.length < MAX_VISIBLE_TEXT) seen.page += text;
    if (inBody && seen.body.length < MAX_VISIBLE_TEXT) seen.body += text;
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (++depth > MAX_OPEN_ELEMENTS) return parser.pause();
        label = undefined;
        // Tags stand between words as a space does in the text a visitor reads.
        add(' ');
        if (HIDDEN.has(name)) hidden++;
        if (name === 'body') inBody = true;
        else if (name === 'a') result.links++;
        else if (name === 'header' || name === 'nav') result.headerOrNav = true;
        else if (name === 'script') result.scripts = true;
        else if (name === 'button' || name === 'input') {
          label = '';
          if (name === 'input' && CONSENT_VALUE.test(attributes.value ?? '')) result.consentButton = true;
        }
        if (IMAGES.has(name) && hidden === 0) {
          seen.pageImages = true;
          seen.bodyImages ||= inBody;
        }
      },
      ontext(text) {
        if (label !== undefined && label.length <= 200) {
          label += text;
          if (CONSENT_LABEL.test(label)) result.consentButton = true;
        }
        add(text);
      },
      onclosetag(name) {
        depth--;
        label = undefined;
        if (HIDDEN.has(name) && hidden > 0) hidden--;
        add(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const text = inBody ? seen.body : seen.page;
  return { ...result, visible: text.replace(/\s+/g, ' ').trim().slice(0, MAX_VISIBLE_TEXT), images: inBody ? seen.bodyImages : seen.pageImages };
}
