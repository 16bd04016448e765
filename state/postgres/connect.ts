// Connects to the shared state database and brings its schema up to date before anything else uses it.
import postgres from 'postgres';
import { postgresMigrations } from './schema.ts';

export type Sql = postgres.Sql;

// Any constant both the origins and the CLI use; it names this program's migration lock among other users of the database.
const MIGRATION_LOCK = 0x6c6f676f;

export async function connectPostgres(url: string, options: { max?: number } = {}): Promise<Sql> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 60,
    connect_timeout: 10,
    onnotice: () => {},
    // Counts and times are bigint in the schema but always fit a double.
    types: { bigint: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) } },
    transform: { undefined: null },
  });
  try {
    await migrate(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw new Error(`STATE_URL ${redact(url)}: ${(error as Error).message}`);
  }
  return sql;
}

async function migrate(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS state_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const [row] = await tx<{ applied: number }[]>`SELECT coalesce(max(version), 0)::int AS applied FROM state_migrations`;
    const applied = row!.applied;
    if (applied > postgresMigrations.length) {
      throw new Error(`state schema version ${applied} is newer than this program knows (${postgresMigrations.length}); upgrade this origin`);
    }
    for (let version = applied; version < postgresMigrations.length; version++) {
      await tx.unsafe(postgresMigrations[version]!);
      await tx`INSERT INTO state_migrations (version) VALUES (${version + 1})`;
    }
  });
}

/** The URL without its password, for messages. */
export const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
