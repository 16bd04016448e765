// The error table of docs/api.md, from the error codes the server answers with.
export function errorTable(meanings: Record<string, string>, statuses: Record<string, number>): string {
  const rows = Object.keys(meanings)
    .sort((a, b) => statuses[a]! - statuses[b]! || a.localeCompare(b))
    .map((code) => `| ${statuses[code]} | \`${code}\` | ${meanings[code]} |`);
  return ['| status | code | when |', '| --- | --- | --- |', ...rows].join('\n');
}
