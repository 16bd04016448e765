// What the MCP tools need, whichever way they are served: the origin builds it per request from its Deps and the
// caller (server/mcp/http.ts), `logos mcp` once from its lazy root (cli/commands/mcp.ts).
import type { Catalog } from '../../catalog/catalog.ts';
import type { Gics } from '../../catalog/gics.ts';
import type { MerchantResolver } from '../../catalog/merchant/resolve.ts';
import type { Search } from '../../catalog/search.ts';
import type { LogoReply } from '../../pipeline/logo/answer.ts';
import type { LogoOptions } from '../../pipeline/logo/subject.ts';
import type { Logger } from '../observability/logger.ts';
import type { storeReport } from '../routes/report.ts';

export interface ToolReport {
  domain: string;
  reason: string;
  imageUrl: string | null;
}

export interface McpContext {
  readonly catalog: Catalog;
  readonly gics: Gics;
  readonly search: Search;
  readonly merchants: MerchantResolver;
  readonly logger: Logger;
  /** The public origin that logo URLs and brand records name (https://logos.example.com, no trailing slash). */
  readonly origin: string;
  /** The logo of `domain` as GET /v1/:domain answers it to this caller, through answerLogo (its overrides applied). */
  logo(domain: string, options: LogoOptions): Promise<LogoReply>;
  /** Stores a checked report of a wrong logo by this caller, as POST /v1/brand/:domain/report does. */
  report(report: ToolReport): ReturnType<typeof storeReport>;
}
