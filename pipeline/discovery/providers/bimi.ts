// BIMI: a brand that signs its mail publishes its official logo, an SVG Tiny PS file, at the URL in the DNS TXT record
// default._bimi.<domain> ("v=BIMI1; l=https://.../logo.svg"). The file is fetched through the same safe fetcher and
// sanitised like any SVG by the run; this provider only reads the record.
import { DiscoveryError } from '../errors.ts';
import type { TxtResolver } from '../net/resolver.ts';
import type { Provider } from '../types.ts';

export const bimiProvider = (options: { resolveTxt: TxtResolver }): Provider =>
  async function bimi(context) {
    const name = `default._bimi.${context.domain}`;
    let records: string[][];
    try {
      records = await options.resolveTxt(name);
    } catch (error) {
      throw new DiscoveryError('DNS_FAILED', `could not look up the TXT record ${name}: ${(error as Error).message}`);
    }
    const url = records.map((parts) => bimiLocation(parts.join(''))).find((found) => found !== undefined);
    return url ? [{ provider: 'bimi', kind: 'bimi', url, handle: 1 }] : undefined;
  };

/** The logo URL of a BIMI record, or undefined for another record, a declination (empty l=) or a bad URL. */
export function bimiLocation(record: string): string | undefined {
  const tags = new Map(record.split(';').map((part) => part.trim().split('=')).filter((pair) => pair.length >= 2).map(([key, ...value]) => [key!.trim().toLowerCase(), value.join('=').trim()]));
  if (tags.get('v') !== 'BIMI1') return undefined;
  const location = tags.get('l');
  if (!location) return undefined;
  try {
    const url = new URL(location);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
