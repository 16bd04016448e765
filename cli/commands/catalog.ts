// `logos catalog publish|pull`: ships the catalog to origins as a published artifact; runs from cli/run/catalog.ts,
// loaded then.
import { Command } from 'commander';

export function catalogCommand(): Command {
  return new Command('catalog')
    .description('ship the catalog to origins as a published artifact')
    .addCommand(
      new Command('publish')
        .description('fold in what discovery found on origins (STATE_URL), then write a snapshot of catalog.db with its version and SHA-256 to object storage')
        .option('--to <dir|s3://bucket/prefix>', 'where to publish (default CATALOG_URL)')
        .option('--json', 'print as JSON')
        .action(async (raw: unknown) => (await import('../run/catalog.ts')).publish(raw)),
    )
    .addCommand(
      new Command('pull')
        .description('replace DATA_DIR/catalog.db with the newest published catalog (checked against its SHA-256)')
        .option('--from <dir|s3://bucket/prefix>', 'where it is published (default CATALOG_URL)')
        .option('--json', 'print as JSON')
        .action(async (raw: unknown) => (await import('../run/catalog.ts')).pull(raw)),
    );
}
