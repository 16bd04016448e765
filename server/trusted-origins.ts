// TRUSTED_ORIGINS: exact hosts ("app.example.com") or wildcards ("*.example.com", any subdomain, not the apex).
export type OriginMatcher = (header: string | undefined) => boolean;

export function parseTrustedOrigins(list: string): string[] {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const entry of entries) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry)) {
      throw new Error(`TRUSTED_ORIGINS entries must be hosts like app.example.com or *.example.com, got ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

export function originMatcher(entries: readonly string[]): OriginMatcher {
  const exact = new Set(entries.filter((entry) => !entry.startsWith('*.')));
  const suffixes = entries.filter((entry) => entry.startsWith('*.')).map((entry) => entry.slice(1));
  return (header) => {
    if (!header) return false;
    let host: string;
    try {
      host = new URL(header).hostname.toLowerCase();
    } catch {
      return false;
    }
    return exact.has(host) || suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  };
}
