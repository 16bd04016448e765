// `logos backup`: consistent copies of catalog.db and state.db; runs from cli/run/backup.ts, loaded then.
import { Command } from 'commander';

export function backupCommand(): Command {
  return new Command('backup')
    .description('copy catalog.db and state.db consistently (safe while the server runs) into a new folder')
    .option('--to <dir>', 'the folder to write catalog.db and state.db into (default DATA_DIR/backups/<time>)')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/backup.ts')).backup(raw));
}
