// Which requests are a peer's URL, and what they translate to: one decision for the Hono routes and the hot path.
// A host COMPAT_HOSTS maps to a peer takes its URLs at the root, except the origin's own paths (/v1, /health, the
// dashboard, …), which every host keeps.
import type { CompatServiceId } from './ids.ts';
import { COMPAT_MOUNTS, compatPathOf, type Found } from './registry.ts';
import type { CompatContext, Translation } from './translation.ts';

// Translations of repeated URLs are kept for the hot path; the bound is on entries, each a few short strings.
const MEMO_ENTRIES = 10_000;

export interface CompatFront {
  /** The peer and its path for a request, or undefined when the request is not a peer's URL. */
  find(host: string | undefined, pathname: string): Found | undefined;
  /** The translation of a request target (path and query), memoised; undefined when none or when it is refused. */
  recall(host: string | undefined, target: string): Translation | undefined;
  context: CompatContext;
}

export function createCompatFront(hosts: ReadonlyMap<string, CompatServiceId>, context: CompatContext, ownPaths: () => Iterable<string>): CompatFront {
  let reserved: Set<string> | undefined;
  // Cleared when the catalog changes, as the plan memo is: a translation may have read it.
  const memo = new Map<string, Map<string, Translation>>();
  let memoEntries = 0;
  let memoGeneration = -1;
  const serviceOfHost = (host: string | undefined) => {
    if (hosts.size === 0 || host === undefined) return undefined;
    const colon = host.lastIndexOf(':');
    return hosts.get((colon > host.indexOf(']') ? host.slice(0, colon) : host).toLowerCase());
  };
  const isOwnPath = (pathname: string) => {
    // Read once the app has every route: the first segment of each fixed path, the peers' own mounts aside.
    reserved ??= new Set([...ownPaths()].map(firstSegment).filter((segment) => !segment.startsWith(':') && segment !== '*' && !MOUNT_SEGMENTS.has(segment)));
    return pathname.startsWith('/v1/') || reserved.has(firstSegment(pathname));
  };
  const find = (host: string | undefined, pathname: string): Found | undefined => {
    const service = serviceOfHost(host);
    if (service !== undefined && isOwnPath(pathname)) return undefined;
    return compatPathOf(pathname, service);
  };
  return {
    find,
    context,
    recall(host, target) {
      const generation = context.catalog.generation();
      if (generation !== memoGeneration) {
        memo.clear();
        memoEntries = 0;
        memoGeneration = generation;
      }
      // By host, then target: no key is built per request.
      const known = memo.get(host ?? '')?.get(target);
      if (known) return known;
      const query = target.indexOf('?');
      const found = find(host, query === -1 ? target : target.slice(0, query));
      if (!found) return undefined;
      let translation: Translation | undefined;
      try {
        translation = found.service.translate(found.path, new URLSearchParams(query === -1 ? '' : target.slice(query + 1)), context);
      } catch {
        return undefined; // the app answers it with its error
      }
      if (translation) {
        if (memoEntries >= MEMO_ENTRIES) {
          memo.clear();
          memoEntries = 0;
        }
        let ofHost = memo.get(host ?? '');
        if (!ofHost) memo.set(host ?? '', (ofHost = new Map()));
        ofHost.set(target, translation);
        memoEntries++;
      }
      return translation;
    },
  };
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const MOUNT_SEGMENTS = new Set(COMPAT_MOUNTS.map(firstSegment));
