// `logos logo <domain> -o <file>`: writes one logo exactly as GET /v1/:domain would serve it (pins: logo-pin.ts).
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { planLogo } from '../../pipeline/logo/plan.ts';
import { produceLogo } from '../../pipeline/logo/produce.ts';
import { DEFAULT_LOGO_REQUEST, MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { emptyCatalogProblem, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({
  variant: z.enum(VARIANTS).default(DEFAULT_LOGO_REQUEST.variant),
  format: z.enum(OUTPUT_FORMATS).default(DEFAULT_LOGO_REQUEST.format),
  size: z.coerce.number().int().min(MIN_SIZE).max(MAX_SIZE).default(DEFAULT_LOGO_REQUEST.size),
  theme: z.enum(THEME_CHOICES).default(DEFAULT_LOGO_REQUEST.theme),
  greyscale: z.boolean().default(false),
  retina: z.boolean().default(false),
  output: z.string({ error: 'is required: -o <file> says where to write the image' }).min(1),
  json: z.boolean().default(false),
});

export async function writeLogo(input: string, raw: unknown): Promise<void> {
  const { output, json, ...options } = parseOptions(optionsSchema, raw);
  const domain = normaliseDomain(input);
  const result = await withRoot(async (root) => {
    const plan = planLogo(root.catalog, { ...options, domain, fallback: 'monogram' });
    // fallback=monogram always plans an image; the other plans only narrow the type.
    if (plan.kind === 'not-found' || plan.kind === 'redirect') throw new Error(`no image is planned for ${domain}`);
    const empty = plan.kind === 'monogram' && emptyCatalogProblem(root.catalog, root.config);
    if (empty) throw new Error(empty);
    const body = await produceLogo(root.storage, plan);
    await writeFile(output, body);
    return { domain, file: output, bytes: body.length, source: plan.source, variant: plan.kind === 'asset' ? plan.asset.variant : null };
  });
  print(result, json, () => `wrote ${result.file} (${result.bytes} bytes, ${result.source}${result.variant ? `, ${result.variant}` : ''})`);
}
