// What reports exclude from a domain's next discovery runs, folded the same way by both backends: an image is left
// out for everyone only once enough accounts reported it (or an operator did), so one account alone cannot steer
// what every caller is served.

/** The account of reports an operator filed (`logos mcp` over stdio): trusted without confirmation. */
export const OPERATOR_ACCOUNT = 'operator';

export interface ExclusionRow {
  accountId: string;
  url: string | null;
  hash: string | null;
}

/** The URLs and hashes reported by at least `confirmations` distinct accounts, or by the operator. */
export function exclusionsOf(rows: readonly ExclusionRow[], confirmations = 1): { urls: string[]; hashes: string[] } {
  const byUrl = new Map<string, Set<string>>();
  const byHash = new Map<string, Set<string>>();
  const note = (into: Map<string, Set<string>>, value: string | null, accountId: string) => {
    if (!value) return;
    let accounts = into.get(value);
    if (!accounts) into.set(value, (accounts = new Set()));
    accounts.add(accountId);
  };
  for (const row of rows) {
    note(byUrl, row.url, row.accountId);
    note(byHash, row.hash, row.accountId);
  }
  const confirmed = (into: Map<string, Set<string>>) =>
    [...into].filter(([, accounts]) => accounts.size >= confirmations || accounts.has(OPERATOR_ACCOUNT)).map(([value]) => value);
  return { urls: confirmed(byUrl), hashes: confirmed(byHash) };
}
