// The shared state backend: PostgreSQL at STATE_URL, for several origins behind a load balancer.
import { createPasswords } from '../passwords.ts';
import type { StateStore } from '../types.ts';
import { createPostgresAccounts } from './accounts.ts';
import { createPostgresBrandDemand } from './brand-demand.ts';
import { connectPostgres } from './connect.ts';
import { createPostgresFallbackHosts } from './fallback-hosts.ts';
import { createPostgresLogoHistory, createPostgresOverrides, createPostgresReports } from './logo-fixes.ts';
import { createPostgresOrigins } from './origins.ts';
import { createPostgresRequestedDomains } from './requested-domains.ts';
import {
  createPostgresDiscoveries,
  createPostgresDiscoveryQueue,
  createPostgresPasswordHashes,
  createPostgresSessions,
  createPostgresSettings,
  createPostgresUsage,
} from './stores.ts';
import { createPostgresWebhooks } from './webhooks.ts';

export interface PostgresState extends StateStore {
  readonly backend: 'postgres';
}

export async function openPostgresState(
  url: string,
  options: { queueMax?: number; keyPollMs?: number; onError?: (error: Error) => void } = {},
): Promise<PostgresState> {
  const sql = await connectPostgres(url);
  const accounts = createPostgresAccounts(sql, { pollMs: options.keyPollMs, onError: options.onError });
  const origins = createPostgresOrigins(sql, { pollMs: options.keyPollMs, onError: options.onError });
  const sessions = createPostgresSessions(sql);
  return {
    backend: 'postgres',
    accounts: accounts.store,
    passwords: createPasswords(createPostgresPasswordHashes(sql)),
    sessions,
    usage: createPostgresUsage(sql),
    brandDemand: createPostgresBrandDemand(sql),
    discoveryQueue: createPostgresDiscoveryQueue(sql, { maxOpen: options.queueMax }),
    discoveries: createPostgresDiscoveries(sql),
    webhooks: createPostgresWebhooks(sql),
    settings: createPostgresSettings(sql),
    logoHistory: createPostgresLogoHistory(sql),
    overrides: createPostgresOverrides(sql),
    origins: origins.store,
    reports: createPostgresReports(sql),
    requestedDomains: createPostgresRequestedDomains(sql),
    fallbackHosts: createPostgresFallbackHosts(sql),
    check: async () => void (await sql`SELECT count(*) FROM accounts`),
    async close() {
      await accounts.close();
      await origins.close();
      await sql.end({ timeout: 5 });
    },
  };
}
