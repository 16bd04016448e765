// Brand data files (the curated facts we ship and operators' own files): zod-validated, with errors that point at
// the file's line and column, so a bad file is rejected whole before anything is written.
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { z } from 'zod';
import { InvalidDomainError, normaliseDomain } from '../../catalog/domain.ts';
import { HIDDEN_CHARACTERS } from '../../catalog/text.ts';
import { LINKED_PLATFORMS, linkHosts, type LinkedPlatformId } from '../discovery/providers/platforms.ts';

/** Bounds that keep a hostile file from exhausting the parser: nesting (the parser recurses) and size. */
export const MAX_BRAND_FILE_BYTES = 64 * 1024 * 1024;
export const MAX_BRAND_FILE_DEPTH = 16;

// HIDDEN_CHARACTERS but the line feed, which a description may hold.
const HIDDEN_IN_PROSE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const visibleText = (pattern: RegExp) => (value: string) => !pattern.test(value);
const CONTROL_MESSAGE = 'must not contain control or bidirectional-override characters';

// A profile link must be on one of the platform's hosts (or a subdomain of one, such as www. or m.).
const socialUrl = (hosts: readonly string[]) =>
  z.url({ protocol: /^https$/, error: 'must be an https URL' }).refine(
    (value) => {
      const host = new URL(value).hostname.toLowerCase();
      return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
    },
    { message: `must be a link on ${hosts.join(' or ')}` },
  );
const socials = z.strictObject(Object.fromEntries(LINKED_PLATFORMS.map((platform) => [platform.id, socialUrl(linkHosts(platform)).optional()])) as {
  [P in LinkedPlatformId]: z.ZodOptional<ReturnType<typeof socialUrl>>;
});

const domain = z.string().transform((value, context) => {
  try {
    return normaliseDomain(value);
  } catch (error) {
    if (!(error instanceof InvalidDomainError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
    return z.NEVER;
  }
});

export const brandEntrySchema = z.strictObject({
  domain,
  name: z.string().trim().min(1).max(200).refine(visibleText(HIDDEN_CHARACTERS), CONTROL_MESSAGE).optional(),
  description: z.string().trim().min(1).max(2000).refine(visibleText(HIDDEN_IN_PROSE), CONTROL_MESSAGE).nullable().optional(),
  aliases: z.array(domain).max(100).optional(),
  colors: z
    .array(z.strictObject({ hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #635BFF'), type: z.enum(['brand', 'accent', 'dark', 'light']) }))
    .max(20)
    .optional(),
  socials: socials.optional(),
  employees: z.number().int().positive().nullable().optional(),
  gicsCode: z.string().regex(/^\d{8}$/, 'must be an 8-digit GICS sub-industry code').nullable().optional(),
  /** Shipped facts only: which seed marks belong to this domain when their own source URL did not say. */
  seed: z.strictObject({ simpleIcons: z.string().optional(), iconify: z.string().optional(), cib: z.string().optional() }).optional(),
});

export const brandFileSchema = z.array(brandEntrySchema).max(100_000);
export type BrandEntry = z.output<typeof brandEntrySchema>;

export class BrandFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'BrandFileError';
  }
}

/** Parses and validates a brand file's text; every problem names file:line:column and the path inside the file. */
export function parseBrandFile(raw: string, fileName: string): BrandEntry[] {
  // Characters, not bytes, here (never more than the bytes); the CLI checks the file's byte size before reading it.
  if (raw.length > MAX_BRAND_FILE_BYTES) {
    throw new BrandFileError([`${fileName}: ${raw.length} characters, more than the ${MAX_BRAND_FILE_BYTES} bytes a brand file may have; split it`]);
  }
  // Editors on Windows save UTF-8 with a byte order mark; it is no content.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const tooDeep = depthBeyond(text, MAX_BRAND_FILE_DEPTH);
  if (tooDeep !== undefined) {
    throw new BrandFileError([`${fileName}:${position(text, tooDeep)}: nested deeper than ${MAX_BRAND_FILE_DEPTH} levels; a brand file is a list of flat entries`]);
  }
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { allowTrailingComma: false, disallowComments: true });
  if (syntax.length > 0 || !tree) {
    const problems = syntax.map((error) => `${fileName}:${position(text, error.offset)}: ${printParseErrorCode(error.error)}`);
    throw new BrandFileError(problems.length > 0 ? problems : [`${fileName}: empty file`]);
  }
  const parsed = brandFileSchema.safeParse(getNodeValue(tree));
  if (parsed.success) return parsed.data;
  throw new BrandFileError(
    parsed.error.issues.slice(0, 50).map((issue) => {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
      let node = findNodeAtLocation(tree, path);
      for (let depth = path.length - 1; !node && depth >= 0; depth--) node = findNodeAtLocation(tree, path.slice(0, depth));
      const where = path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('') || '(file)';
      return `${fileName}:${position(text, node?.offset ?? 0)}: ${where}: ${issue.message}`;
    }),
  );
}

/** The offset of the first bracket that opens a level deeper than `max`, outside strings; undefined if none. */
function depthBeyond(text: string, max: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return index;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return undefined;
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${line}:${column}`;
}
