// `logos logo <domain> -o <file>`: writes one logo exactly as GET /v1/:domain would serve it; `set`, `history` and
// `revert` pin a brand's logo, list what it served and take a pin back (cli/commands/logo-pin.ts).
import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { planLogo } from '../../pipeline/logo/plan.ts';
import { produceLogo } from '../../pipeline/logo/produce.ts';
import { DEFAULT_LOGO_REQUEST, MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { withPinCommands } from './logo-pin.ts';

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

export function logoCommand(): Command {
  // Positional options (with the program's): `logos logo set --variant logo` gives --variant to `set`.
  return withPinCommands(new Command('logo').enablePositionalOptions())
    .description('render one logo to a file; set, history and revert fix a wrong one')
    .argument('<domain>', 'domain or alias, e.g. stripe.com')
    .option('--variant <variant>', VARIANTS.join('|'))
    .option('--format <format>', OUTPUT_FORMATS.join('|'))
    .option('--size <px>', `longest side, ${MIN_SIZE}..${MAX_SIZE}`)
    .option('--theme <theme>', THEME_CHOICES.join('|'))
    .option('--greyscale', 'greyscale output')
    .option('--retina', 'double the pixels')
    .option('-o, --output <file>', 'where to write the image (required)')
    .option('--json', 'print the result as JSON')
    .action(async (input: string, raw: unknown) => {
      const { output, json, ...options } = parseOptions(optionsSchema, raw);
      const domain = normaliseDomain(input);
      const result = await withRoot(async (root) => {
        const plan = planLogo(root.catalog, { ...options, domain, fallback: 'monogram' });
        // fallback=monogram always plans an image; the other plans only narrow the type.
        if (plan.kind === 'not-found' || plan.kind === 'redirect') throw new Error(`no image is planned for ${domain}`);
        const body = await produceLogo(root.storage, plan);
        await writeFile(output, body);
        return { domain, file: output, bytes: body.length, source: plan.source, variant: plan.kind === 'asset' ? plan.asset.variant : null };
      });
      print(result, json, () => `wrote ${result.file} (${result.bytes} bytes, ${result.source}${result.variant ? `, ${result.variant}` : ''})`);
    });
}
