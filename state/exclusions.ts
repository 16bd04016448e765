// What reports exclude from a domain's next discovery runs, folded the same way by both backends.

export function exclusionsOf(rows: readonly { url: string | null; hash: string | null }[]): { urls: string[]; hashes: string[] } {
  const urls = new Set<string>();
  const hashes = new Set<string>();
  for (const row of rows) {
    if (row.url) urls.add(row.url);
    if (row.hash) hashes.add(row.hash);
  }
  return { urls: [...urls], hashes: [...hashes] };
}
