import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIOR_REQUESTS } from '../../catalog/search.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../helpers/origin.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from '../helpers/system-binary.ts';

// The service's own request counts in the typeahead ranking, through real requests, real state databases and a restart.
const binDir = requireBinaryOrSkip('PostgreSQL brand demand', POSTGRES);
let server: TestPostgres | undefined;
beforeAll(async () => {
  if (binDir) server = await startPostgres(binDir);
}, 60_000);
afterAll(async () => server?.stop(), 30_000);

const typeahead = (origin: TestOrigin, q: string) => origin.deps.search.search(q, 'typeahead', 10).map((hit) => hit.domain);
const before = (list: string[], first: string, second: string) => list.indexOf(first) !== -1 && list.indexOf(first) < list.indexOf(second);

async function ask(origin: TestOrigin, path: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await origin.request(path);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
}

const backends: [string, boolean, () => Promise<Record<string, string>>][] = [
  ['SQLite', true, async () => ({ DATA_DIR: tempDataDir() })],
  ['PostgreSQL', Boolean(binDir), async () => ({ STATE_URL: await server!.createDatabase() })],
];

describe.each(backends)('typeahead ranking by own demand (%s state)', (backend, available, environment) => {
  it.runIf(available)('lists a brand people ask for first, keeps it after a restart, and counts no unknown domain', async () => {
    const env = await environment();
    const sqlite = backend === 'SQLite';
    const first = await createTestOrigin({ env });
    let firstOpen = true;
    let second: TestOrigin | undefined;
    try {
      // Of the two "str" brands, the one the bundled signal puts second gets the requests.
      const fresh = typeahead(first, 'str');
      const [wanted, other] = before(fresh, 'stripe.com', 'strapi.io') ? ['strapi.io', 'stripe.com'] : ['stripe.com', 'strapi.io'];
      expect(before(fresh, other, wanted)).toBe(true);

      // Own requests add to the bundled rank's prior (PRIOR_REQUESTS / rank): just more than the gap between the two reorders them.
      const prior = (domain: string) => PRIOR_REQUESTS / (first.deps.catalog.getBrand(domain)?.popularity ?? Infinity);
      const requests = Math.floor(prior(other) - prior(wanted)) + 1;
      expect(requests).toBeLessThan(100);
      await ask(first, `/v1/${wanted}`, requests);
      // A flood of names no brand has is answered with monograms and adds no demand rows.
      for (let i = 0; i < 200; i++) await (await first.request(`/v1/no-brand-${i}-${Math.random().toString(36).slice(2)}.com`)).arrayBuffer();
      await first.deps.brandDemand.flush();
      await first.deps.brandDemand.reload();
      expect(before(typeahead(first, 'str'), wanted, other)).toBe(true);
      expect([...(await first.deps.state.brandDemand.totals('2000-01-01', 1000)).keys()]).toEqual([wanted]);

      firstOpen = false;
      await first.cleanup();
      // A restart: the same state (state.db in the same folder, or the same PostgreSQL database) and a fresh index.
      second = await createTestOrigin({ env, seed: !sqlite });
      expect(before(typeahead(second, 'str'), other, wanted)).toBe(true);
      await second.deps.brandDemand.reload();
      expect(before(typeahead(second, 'str'), wanted, other)).toBe(true);
      expect(await second.deps.state.brandDemand.totals('2000-01-01', 1000)).toEqual(new Map([[wanted, requests]]));
    } finally {
      if (firstOpen) await first.cleanup();
      await second?.cleanup();
      if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('demand through the other logo lookups', () => {
  it('counts a logo served by ticker or by name toward its brand, and a placeholder toward nothing', async () => {
    const dataDir = tempDataDir();
    const origin = await createTestOrigin({ env: { DATA_DIR: dataDir } });
    try {
      await ask(origin, '/v1/ticker/AAPL', 3);
      await ask(origin, '/v1/name/Apple', 2);
      await ask(origin, '/v1/ticker/ZZZZZ', 2);
      await ask(origin, '/v1/name/No%20Such%20Brand%20Anywhere', 2);
      await origin.deps.brandDemand.flush();
      expect(await origin.deps.state.brandDemand.totals('2000-01-01', 1000)).toEqual(new Map([['apple.com', 5]]));
    } finally {
      await origin.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
