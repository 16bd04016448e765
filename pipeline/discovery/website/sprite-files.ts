// Sprite files the page's logos point into: `<svg><use href="/images/logo.svg#full"></use></svg>` draws an element of
// another file, which a browser fetches. Discovery fetches it too, through the run's fetch (the guarded agent, counted
// in the request budget), only from the site's own hosts (a browser follows <use> within the page's origin alone), at
// most MAX_SPRITE_FILES per page, each refused past MAX_LIFTED_SVG_CHARS, and inlines the element within that size.
import { Parser } from 'htmlparser2';
import { DiscoveryError } from '../errors.ts';
import type { DiscoveryContext } from '../types.ts';
import { ownHost } from './css-logos.ts';
import { frameOnly, inlineFileUses, MAX_LIFTED_SVG_CHARS, type SpriteFile } from './inline-svg.ts';
import { MAX_OPEN_ELEMENTS } from './page-text.ts';
import type { PageLogo, SitePage } from './site-page.ts';

/** Sprite files fetched per page: a header draws its logo from one. */
export const MAX_SPRITE_FILES = 2;
/** Elements with an id kept per file, as for the page's own sprites. */
const MAX_ELEMENTS = 500;
const FILE_USE = /<use\b[^<>]*?\s(?:xlink:)?href\s*=\s*["'](https?:\/\/[^"'#]+)#[^"']+["']/gi;

export interface ReadSpriteFile extends SpriteFile {
  text: string;
  /** The id of the file's root element: a <use> of it draws the whole file. */
  rootId: string | undefined;
}

/** The page's logos with the sprite files their inline SVGs point into fetched and inlined. A logo that is nothing but
 * a frame around a whole file is that file, under the file's URL, as an <img> of it would be; a file that fails or is
 * refused leaves its logo as it was. */
export async function withSpriteFiles(context: Pick<DiscoveryContext, 'fetch'>, page: SitePage): Promise<PageLogo[]> {
  const files = new Map<string, Promise<ReadSpriteFile | undefined>>();
  const fetchOnce = (url: string) => {
    if (!files.has(url) && files.size < MAX_SPRITE_FILES) files.set(url, spriteFile(context, url));
    return files.get(url);
  };
  const logos: PageLogo[] = [];
  for (const logo of page.logos) {
    const svg = logo.inline?.toString('utf8');
    const urls = svg ? [...new Set([...svg.matchAll(FILE_USE)].map((m) => m[1]!))].filter((url) => ownHost(url, page.url)) : [];
    const read = new Map<string, ReadSpriteFile>();
    for (const url of urls) {
      const file = await fetchOnce(url);
      if (file) read.set(url, file);
    }
    logos.push(read.size > 0 ? withFiles(logo, svg!, read) : logo);
  }
  return logos;
}

function withFiles(logo: PageLogo, svg: string, files: ReadonlyMap<string, ReadSpriteFile>): PageLogo {
  const whole = wholeFile(svg, files);
  if (whole) return { ...logo, url: whole.url, inline: Buffer.from(whole.text) };
  try {
    return { ...logo, inline: Buffer.from(inlineFileUses(svg, files)) };
  } catch (error) {
    if (error instanceof DiscoveryError) return logo;
    throw error;
  }
}

/** The file an SVG frames whole: one <use> of the file's root element, in a frame without a size of its own. The
 * frame's colour (what the page's CSS gave its currentColor) goes with it. */
function wholeFile(svg: string, files: ReadonlyMap<string, ReadSpriteFile>): { url: string; text: string } | undefined {
  const href = frameOnly(svg);
  const at = href?.indexOf('#') ?? -1;
  const url = href?.slice(0, at);
  const file = url ? files.get(url) : undefined;
  if (!file || !url || file.rootId === undefined || href!.slice(at + 1) !== file.rootId) return undefined;
  const colour = /^<svg\b[^>]*\scolor="([^"]*)"/i.exec(svg)?.[1];
  const text = colour && !/<svg\b[^>]*\scolor\s*=/i.test(file.text) ? file.text.replace(/<svg\b/i, `<svg color="${colour}"`) : file.text;
  return { url, text };
}

async function spriteFile(context: Pick<DiscoveryContext, 'fetch'>, url: string): Promise<ReadSpriteFile | undefined> {
  const response = await context.fetch(url, 'image/svg+xml,*/*;q=0.1').catch(() => undefined);
  const text = response?.body.toString('utf8');
  return text && text.length <= MAX_LIFTED_SVG_CHARS ? readSpriteFile(text) : undefined;
}

/** The elements with an id of an SVG file, as source text, in one pass of the parser. */
export function readSpriteFile(text: string): ReadSpriteFile {
  const elements = new Map<string, string>();
  const open: (string | undefined)[] = [];
  const starts: number[] = [];
  let rootId: string | undefined;
  let seen = false;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (open.length >= MAX_OPEN_ELEMENTS) return parser.pause();
        if (!seen && name.toLowerCase() === 'svg') rootId = attributes.id;
        seen = true;
        open.push(attributes.id);
        // After a <?xml ...?> prolog the parser reports the element one character early.
        starts.push(text.startsWith('<', parser.startIndex) ? parser.startIndex : text.indexOf('<', parser.startIndex));
      },
      onclosetag() {
        const id = open.pop();
        const start = starts.pop()!;
        if (id && elements.size < MAX_ELEMENTS && !elements.has(id)) elements.set(id, text.slice(start, parser.endIndex + 1));
      },
    },
    { xmlMode: true, recognizeSelfClosing: true },
  );
  parser.end(text);
  // The whole file, from its root on: a prolog or doctype before it is no part of a drawing.
  const root = rootId !== undefined ? elements.get(rootId) : undefined;
  return { elements, rootId: root ? rootId : undefined, text: root ?? text };
}
