// Upgrading a state database whose accounts registered sites before proof was asked for: each stays its account's and
// served, marked proven by the operator, on SQLite and on PostgreSQL alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/sqlite.ts';
import { accountOriginCandidates } from '../../server/gate/trusted-origins.ts';
import { openPostgresState } from '../../state/postgres/index.ts';
import { postgresMigrations } from '../../state/postgres/schema.ts';
import { openSqliteState } from '../../state/sqlite/index.ts';
import { stateMigrations } from '../../state/sqlite/schema.ts';
import type { StateStore } from '../../state/types.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const binDir = requireBinaryOrSkip('PostgreSQL origins migration', POSTGRES);
let pg: TestPostgres | undefined;
const dir = mkdtempSync(join(tmpdir(), 'logos-origins-migration-'));
const CREATED = '2026-02-01T09:00:00.000Z';
// The rows as the release before this one wrote them.
// The schemas as they were just before the migration that asks for proof.
const SQLITE_BEFORE_PROOF = stateMigrations.findIndex((migration) => String(migration).includes('account_origins_claims'));
const POSTGRES_BEFORE_PROOF = postgresMigrations.findIndex((migration) => migration.includes('ADD COLUMN token_hash'));
const OLD_ROWS = `
  INSERT INTO accounts (id, email, plan, created_at) VALUES ('acc_1', 'shop@example.com', 'free', '${CREATED}');
  INSERT INTO account_origins (origin, account_id, created_at) VALUES ('https://shop.example.test', 'acc_1', '${CREATED}');
  INSERT INTO account_origins (origin, account_id, created_at) VALUES ('https://*.brands.example.test', 'acc_1', '${CREATED}');
`;

beforeAll(async () => {
  if (binDir) pg = await startPostgres(binDir);
}, 60_000);
afterAll(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function expectKept(state: StateStore): Promise<void> {
  const kept = { accountId: 'acc_1', createdAt: CREATED, tokenHash: null, verifiedAt: CREATED, proof: 'operator', expiresAt: null };
  expect(await state.origins.list('acc_1', new Date())).toEqual([
    { ...kept, origin: 'https://*.brands.example.test' },
    { ...kept, origin: 'https://shop.example.test' },
  ]);
  for (const page of ['https://shop.example.test/cart', 'https://www.brands.example.test/']) {
    expect((await state.origins.ownerOf(accountOriginCandidates(new URL(page))))?.email, page).toBe('shop@example.com');
  }
  await state.close();
}

describe('registered sites from before proof', () => {
  it('stay served on SQLite, proven by the operator', async () => {
    const path = join(dir, 'state.db');
    const old = openDatabase(path, stateMigrations.slice(0, SQLITE_BEFORE_PROOF));
    old.exec(OLD_ROWS);
    old.close();
    await expectKept(openSqliteState(path));
  });

  it.runIf(binDir)('stay served on PostgreSQL, proven by the operator', async () => {
    const url = await pg!.createDatabase();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`CREATE TABLE state_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    for (let version = 0; version < POSTGRES_BEFORE_PROOF; version++) {
      await sql.unsafe(postgresMigrations[version]!);
      await sql`INSERT INTO state_migrations (version) VALUES (${version + 1})`;
    }
    await sql.unsafe(OLD_ROWS);
    await sql.end();
    await expectKept(await openPostgresState(url));
  }, 60_000);
});
