// The MCP tools for one local client over stdio (`logos mcp`): built on the lazy root, so a session that only
// searches opens catalog.db alone; the render pool opens on the first get_logo, state on the first report.
import { userInfo } from 'node:os';
import { createMerchantResolver, type MerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createSearch, type Search } from '../../catalog/search.ts';
import { createByteLru } from '../../pipeline/byte-lru.ts';
import { openState, type OpenedState } from '../../state/open.ts';
import type { ProducedResponse } from '../deps.ts';
import { producedLogo, type LogoProducer } from '../logo-response.ts';
import { createMetrics } from '../metrics.ts';
import { storeReport } from '../routes/report.ts';
import type { Root } from '../root.ts';
import type { McpContext } from './context.ts';

export interface StdioContext extends McpContext {
  /** Whether the first report opened the state database (tests check a search session leaves it shut). */
  stateOpened(): boolean;
  close(): Promise<void>;
}

/** Reports over stdio are the operator's own: no account or key stands behind them, so they say who ran the server. */
export const OPERATOR_ACCOUNT = 'operator';

export function createStdioContext(root: Root, origin: string, openStateDb: () => Promise<OpenedState> = () => openLocalState(root)): StdioContext {
  let search: Search | undefined;
  let merchants: MerchantResolver | undefined;
  let state: Promise<OpenedState> | undefined;
  const producer: LogoProducer = {
    get assetStore() {
      return root.assetStore;
    },
    get storage() {
      return root.storage;
    },
    get renderPool() {
      return root.renderPool;
    },
    responseCache: createByteLru<ProducedResponse>(root.config.cacheMaxBytes, (entry) => entry.body.length),
    metrics: createMetrics(undefined, () => ({ discoveryCounts: () => ({}), usageFlushLagSeconds: () => 0 })),
    logger: root.logger,
  };
  return {
    get catalog() {
      return root.catalog;
    },
    get gics() {
      return root.gics;
    },
    get search() {
      return (search ??= createSearch(root.catalog));
    },
    get merchants() {
      return (merchants ??= createMerchantResolver({ catalog: root.catalog, search: this.search }));
    },
    logger: root.logger,
    origin,
    logo: (plan) => producedLogo(producer, plan),
    async report(report) {
      const opened = await (state ??= openStateDb());
      return storeReport({ catalog: root.catalog, state: opened, discoveryQueue: opened.discoveryQueue }, { ...report, accountId: OPERATOR_ACCOUNT, keyId: `mcp:${userInfo().username}` });
    },
    stateOpened: () => state !== undefined,
    async close() {
      root.close();
      if (state) await (await state).close();
    },
  };
}

function openLocalState(root: Root): Promise<OpenedState> {
  const { config } = root;
  return openState({ url: config.stateUrl, sqlitePath: config.statePath, queueMax: config.discovery.queueMax });
}
