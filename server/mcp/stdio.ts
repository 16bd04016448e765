// The MCP tools for one local client over stdio (`logos mcp`): built on the lazy root, so a session that only
// searches opens catalog.db alone; the render pool opens on the first get_logo, state on the first report.
import { userInfo } from 'node:os';
import { createMerchantResolver, type MerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createSearch, type Search } from '../../catalog/search.ts';
import { createByteLru } from '../../pipeline/byte-lru.ts';
import { settingsResolver } from '../../pipeline/discovery/net/resolver.ts';
import { createLogoAnswers, type LogoAnswers, type Produced } from '../../pipeline/logo/answer.ts';
import type { OpenedState } from '../../state/open.ts';
import { storeReport } from '../routes/report.ts';
import type { Root } from '../root.ts';
import type { McpContext } from './context.ts';
import { OPERATOR_ACCOUNT } from '../../state/exclusions.ts';

export interface StdioContext extends McpContext {
  /** Whether the first report opened the state database (tests check a search session leaves it shut). */
  stateOpened(): boolean;
  close(): Promise<void>;
}

/** `openStateDb` opens the state for reports: the root's own by default, which the root closes. */
export function createStdioContext(root: Root, origin: string, openStateDb?: () => Promise<OpenedState>): StdioContext {
  let search: Search | undefined;
  let merchants: MerchantResolver | undefined;
  let state: Promise<OpenedState> | undefined;
  let logos: LogoAnswers | undefined;
  // Built on the first get_logo, which is when storage and the render processes are first needed.
  const answers = () =>
    (logos ??= createLogoAnswers({
      catalog: root.catalog,
      storage: root.storage,
      prebuilt: root.prebuilt,
      responseCache: createByteLru<Produced>(root.config.cacheMaxBytes, (entry) => entry.body.length),
      render: root.renderPool.render,
      resolve: settingsResolver(root.config.discovery),
      // A local client's requests are the operator's own: they neither rank brands nor queue discovery.
      countDemand: () => {},
      offerToDiscovery: () => {},
      metrics: { logoAnswer: () => {}, rendering: (work) => work() },
    }));
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
    logo: async (domain, options) => answers().answerLogo({ subject: { kind: 'domain', domain }, options, negotiated: false, caller: { ip: '127.0.0.1' }, ifNoneMatch: undefined }),
    async report(report) {
      const opened = await (state ??= openStateDb ? openStateDb() : root.state());
      return storeReport({ catalog: root.catalog, state: opened, discoveryQueue: opened.discoveryQueue }, { ...report, accountId: OPERATOR_ACCOUNT, keyId: `mcp:${userInfo().username}` });
    },
    stateOpened: () => state !== undefined,
    async close() {
      await root.close();
      if (state && openStateDb) await (await state).close();
    },
  };
}
