// `logos reports`: reports of wrong logos (POST /v1/brand/{domain}/report), newest first, for operators to act on.
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const schema = z.object({
  domain: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
  json: z.boolean().default(false),
});

export async function listReports(raw: unknown): Promise<void> {
  const options = parseOptions(schema, raw);
  const reports = await withRoot(async (root) => {
    const domain = options.domain === undefined ? undefined : normaliseDomain(options.domain);
    return (await root.state()).reports.list(options.limit, domain && (root.catalog.resolveDomain(domain) ?? domain));
  });
  print(reports, options.json, () =>
    reports.map((r) => `${r.createdAt}  ${r.domain}  by ${r.accountId} (${r.keyId})  ${JSON.stringify(r.reason)}${r.excludedUrl ? `\n    excluded ${r.excludedUrl}` : ''}`).join('\n') || 'no reports',
  );
}
