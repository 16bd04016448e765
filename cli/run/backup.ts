// `logos backup`: consistent copies of catalog.db and state.db (SQLite's online backup), safe while the server runs.
import { z } from 'zod';
import { backupDatabases, defaultBackupDir } from '../../db/backup.ts';
import { loadConfig } from '../../server/config/index.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({ to: z.string().min(1).optional(), json: z.boolean().default(false) });

export async function backup(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const config = loadConfig();
  const to = options.to ?? defaultBackupDir(config.dataDir);
  // State in PostgreSQL is that server's to back up: pg_dump takes a consistent snapshot of a running database.
  const stateElsewhere = config.stateUrl !== undefined;
  const sources = [{ name: 'catalog', path: config.catalogPath }, ...(stateElsewhere ? [] : [{ name: 'state', path: config.statePath }])];
  const results = await backupDatabases(sources, to);
  const note = stateElsewhere ? 'state is in PostgreSQL (STATE_URL): back it up with pg_dump' : undefined;
  print({ to, databases: results, ...(note ? { note } : {}) }, options.json, () =>
    [
      ...results.map((r) => `${r.name}: ${r.from} -> ${r.to} (${r.bytes} bytes, ${r.seconds.toFixed(2)} s)`),
      ...(note ? [note] : []),
      'restore: stop the server, copy the files into DATA_DIR, start it',
    ].join('\n'),
  );
}
