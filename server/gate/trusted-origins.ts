// Who may call key-less from a browser page. TRUSTED_ORIGINS: exact hosts ("app.example.com") or wildcards
// ("*.example.com", any subdomain, not the apex), anonymous. An account's own origins: the same host patterns with
// the page's scheme and port ("https://app.example.com", "https://*.example.com:8443"), served as that account.
export type OriginMatcher = (header: string | undefined) => boolean;

const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

export function parseTrustedOrigins(list: string): string[] {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const entry of entries) {
    if (!HOST_PATTERN.test(entry)) {
      throw new Error(`TRUSTED_ORIGINS entries must be hosts like app.example.com or *.example.com, got ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

export function originMatcher(entries: readonly string[]): OriginMatcher {
  const trusts = hostMatcher(entries);
  return (header) => {
    const host = pageOf(header)?.hostname;
    return host !== undefined && trusts(host);
  };
}

/** The same decision over a host already read from the header (the gate parses the header once). */
export function hostMatcher(entries: readonly string[]): (host: string) => boolean {
  const exact = new Set(entries.filter((entry) => !entry.startsWith('*.')));
  const suffixes = entries.filter((entry) => entry.startsWith('*.')).map((entry) => entry.slice(1));
  return (host) => exact.has(host) || suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

/** An account's origin as written ("https://App.example.com/") normalised, or a message saying what was expected. */
export function parseAccountOrigin(text: string): { origin: string } | { problem: string } {
  const expected = `must be a scheme and host like https://app.example.com (optionally *.example.com, a port), got ${JSON.stringify(text)}`;
  const match = /^(https?):\/\/([^/:?#@]+)(?::(\d{1,5}))?\/?$/i.exec(text.trim());
  const host = match?.[2]!.toLowerCase();
  // A wildcard covers the subdomains of a registrable-looking domain, never of a whole top-level domain.
  if (!match || !HOST_PATTERN.test(host!) || /^\*\.[^.]+$/.test(host!)) return { problem: expected };
  const scheme = match[1]!.toLowerCase();
  const port = match[3] === undefined ? '' : Number(match[3]);
  if (port !== '' && (port < 1 || port > 65_535)) return { problem: expected };
  const defaultPort = port === (scheme === 'https' ? 443 : 80);
  return { origin: `${scheme}://${host}${port === '' || defaultPort ? '' : `:${port}`}` };
}

/** The page's origin as an account registers it ("https://app.example.com:8443"); undefined unless http(s). */
export function originOfPage(page: URL): string | undefined {
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined;
  return page.port === '' ? `${page.protocol}//${page.hostname}` : `${page.protocol}//${page.hostname}:${page.port}`;
}

/**
 * The account origins that would cover a page, most specific first: its exact origin, then each wildcard of a parent
 * domain ("https://*.b.example.com", "https://*.example.com"). Empty unless http(s).
 */
export function accountOriginCandidates(page: URL): string[] {
  const exact = originOfPage(page);
  if (exact === undefined) return [];
  const port = page.port === '' ? '' : `:${page.port}`;
  const candidates = [exact];
  const labels = page.hostname.split('.');
  for (let i = 1; i < labels.length - 1; i++) candidates.push(`${page.protocol}//*.${labels.slice(i).join('.')}${port}`);
  return candidates;
}

/** The page an Origin or Referer header names, if it is a URL. */
export function pageOf(header: string | undefined): URL | undefined {
  if (!header) return undefined;
  try {
    return new URL(header);
  } catch {
    return undefined;
  }
}
