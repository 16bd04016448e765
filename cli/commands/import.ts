// `logos import`: imports (or refreshes) the seed catalog, or a brand file; runs from cli/run/import.ts, loaded then.
import { Command } from 'commander';

export function importCommand(): Command {
  return new Command('import')
    .description('import the seed catalog (simple-icons, iconify logos); idempotent')
    .option('--file <brands.json>', 'add or correct brands from a JSON file instead (see docs/brand-data.md, brand files)')
    .option('--json', 'print the summary as JSON')
    .action(async (raw: unknown) => (await import('../run/import.ts')).importCatalog(raw));
}
