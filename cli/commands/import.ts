// `logos import`: imports (or refreshes) the seed catalog; safe to run again.
import { Command } from 'commander';
import { z } from 'zod';
import { importSeed } from '../../pipeline/seed/import.ts';
import { print, withDeps } from '../context.ts';

const optionsSchema = z.object({ json: z.boolean().default(false) });

export function importCommand(): Command {
  return new Command('import')
    .description('import the seed catalog (simple-icons, iconify logos); idempotent')
    .option('--json', 'print the summary as JSON')
    .action(async (raw: unknown) => {
      const options = optionsSchema.parse(raw);
      const summary = await withDeps(async (deps) => ({ ...(await importSeed(deps.catalog, deps.storage)), ...deps.catalog.counts() }));
      print(summary, options.json, () =>
        [
          `imported ${summary.brands} brands in ${summary.seconds.toFixed(1)} s`,
          `assets written ${summary.assetsWritten}, unchanged ${summary.assetsUnchanged}, removed ${summary.assetsRemoved}`,
          `catalog: ${summary.brands} brands, ${summary.brandsWithLogo} with a logo variant, ${summary.brandsWithDark} with a dark variant`,
        ].join('\n'),
      );
    });
}
