// `logos logo <domain> -o <file>`: writes one logo exactly as GET /v1/:domain would serve it; `set`, `history` and
// `revert` pin a brand's logo, list what it served and take a pin back. Each runs from cli/run/logo*.ts, loaded then.
import { Command } from 'commander';
import { THEMES, VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';

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
    .action(async (input: string, raw: unknown) => (await import('../run/logo.ts')).writeLogo(input, raw));
}

function withPinCommands(logo: Command): Command {
  logo
    .command('set')
    .description("pin a brand's logo from a file or an https URL: neither discovery nor a seed import replaces it")
    .argument('<domain>', 'domain or alias, e.g. stripe.com')
    .argument('<file|url>', 'an SVG, PNG, WebP, JPEG, AVIF, GIF or ICO file, or its https URL')
    .option('--variant <variant>', `the slot to fill: ${VARIANTS.join('|')} (default icon)`)
    .option('--theme <theme>', `${THEMES.join('|')} (default light)`)
    .option('--by <name>', 'who pins it, for the history (default cli:<user>)')
    .option('--json', 'print the history as JSON')
    .action(async (input: string, source: string, raw: unknown) => (await import('../run/logo-pin.ts')).setLogo(input, source, raw));
  logo
    .command('history')
    .description('what a brand served, newest first, and who set it (seed, discovery run, pin, revert)')
    .argument('<domain>', 'domain or alias')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: unknown) => (await import('../run/logo-pin.ts')).showHistory(input, raw));
  logo
    .command('revert')
    .description("take back a brand's newest pin: what it replaced is served again")
    .argument('<domain>', 'domain or alias')
    .option('--by <name>', 'who reverts it, for the history (default cli:<user>)')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: unknown) => (await import('../run/logo-pin.ts')).revertLogo(input, raw));
  return logo;
}
