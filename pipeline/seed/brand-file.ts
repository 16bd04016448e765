// Brand data files (the curated facts we ship and operators' own files): zod-validated, with errors that point at
// the file's line and column, so a bad file is rejected whole before anything is written.
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { z } from 'zod';
import { InvalidDomainError, normaliseDomain } from '../../catalog/domain.ts';

export const SOCIAL_PLATFORMS = ['x', 'github', 'linkedin', 'facebook', 'instagram', 'youtube', 'tiktok'] as const;

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
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().min(1).max(2000).nullable().optional(),
  aliases: z.array(domain).max(100).optional(),
  colors: z
    .array(z.strictObject({ hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #635BFF'), type: z.enum(['brand', 'accent', 'dark', 'light']) }))
    .max(20)
    .optional(),
  socials: z.partialRecord(z.enum(SOCIAL_PLATFORMS), z.url({ protocol: /^https$/, error: 'must be an https URL' })).optional(),
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
export function parseBrandFile(text: string, fileName: string): BrandEntry[] {
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

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${line}:${column}`;
}
