// Which requests are a peer's URL, and what they translate to: one decision for the Hono routes and the hot path.
// A host COMPAT_HOSTS maps to a peer takes its URLs at the root, except the origin's own paths (/v1, /health, the
// dashboard, …), which every host keeps.
import type { CompatServiceId } from './ids.ts';
import { COMPAT_MOUNTS, compatPathOf, type Found } from './registry.ts';
import { duplicateParameter, keyOf, withKey, type CompatContext, type Resolve, type Translation } from './translation.ts';

// Translations of admitted requests are kept for the hot path, bounded by what they hold: keys are request targets,
// which a caller makes as long as a request line allows. The oldest go first; a hit only reads (an LRU's reordering
// on every hit costs the hot path more than refilling an entry after it went).
export const MEMO_BYTES = 4 * 1024 * 1024;
// A longer target is answered, never kept: no one URL may push out the hot set.
export const MEMO_TARGET_CHARS = 2048;
// A kept string costs up to two bytes a character; the entry's own objects about this much besides.
const ENTRY_OVERHEAD_BYTES = 160;

/** A peer's URL read without the catalog: the native request (or what finishes it after the gate) and the caller's key. */
export interface Parsed {
  ask: Translation | Resolve;
  key: string | undefined;
}

export interface CompatFront {
  /** The peer and its path for a request, or undefined when the request is not a peer's URL. */
  find(host: string | undefined, pathname: string): Found | undefined;
  /** The URL read as the peer's (its query without the "?"); undefined when not one. Throws the 400 of a bad value. */
  parse(found: Found, search: string): Parsed | undefined;
  /** The native request, once the gate admitted the caller: only now may it read the catalog. */
  resolve(parsed: Parsed): Translation;
  /** Keeps the translation of an admitted request for the hot path. */
  remember(host: string | undefined, target: string, translation: Translation): void;
  /** The kept translation of a request target; undefined sends the request to the app, which gates it first. */
  recall(host: string | undefined, target: string): Translation | undefined;
  /** What the memo holds now. */
  memoSize(): { entries: number; bytes: number };
  context: CompatContext;
}

interface Kept {
  translation: Translation;
  bytes: number;
}

export function createCompatFront(hosts: ReadonlyMap<string, CompatServiceId>, context: CompatContext, ownPaths: () => Iterable<string>): CompatFront {
  let reserved: Set<string> | undefined;
  // Cleared when the catalog changes, as the plan memo is: a translation may have read it.
  const memo = new Map<string, Kept>();
  let memoBytes = 0;
  let memoGeneration = context.catalog.generation();
  const serviceOfHost = (host: string | undefined) => {
    if (hosts.size === 0 || host === undefined) return undefined;
    const colon = host.lastIndexOf(':');
    return hosts.get((colon > host.indexOf(']') ? host.slice(0, colon) : host).toLowerCase());
  };
  // A host counts only by the service it is mapped to: any other Host reads every URL alike.
  const memoKey = (host: string | undefined, target: string) => {
    const service = serviceOfHost(host);
    return service === undefined ? target : `${service} ${target}`;
  };
  const current = () => {
    const generation = context.catalog.generation();
    if (generation === memoGeneration) return;
    memo.clear();
    memoBytes = 0;
    memoGeneration = generation;
  };
  const isOwnPath = (pathname: string) => {
    // Read once the app has every route: the first segment of each fixed path, the peers' own mounts aside.
    reserved ??= new Set([...ownPaths()].map(firstSegment).filter((segment) => !segment.startsWith(':') && segment !== '*' && !MOUNT_SEGMENTS.has(segment)));
    return pathname.startsWith('/v1/') || reserved.has(firstSegment(pathname));
  };
  return {
    context,
    find(host, pathname) {
      const service = serviceOfHost(host);
      if (service !== undefined && isOwnPath(pathname)) return undefined;
      return compatPathOf(pathname, service);
    },
    parse(found, search) {
      const query = new URLSearchParams(search);
      // A parameter twice is refused whatever else is wrong, so no reader ever picks one of the two.
      const duplicate = duplicateParameter(search);
      let ask: Translation | Resolve | undefined;
      try {
        ask = found.service.translate(found.path, query);
      } catch (error) {
        throw duplicate ?? error;
      }
      if (ask === undefined) return undefined;
      if (duplicate) throw duplicate;
      return { ask, key: keyOf(found.service, query) };
    },
    resolve({ ask, key }) {
      return withKey(typeof ask === 'function' ? ask(context) : ask, key);
    },
    remember(host, target, translation) {
      if (target.length > MEMO_TARGET_CHARS) return;
      current();
      const key = memoKey(host, target);
      if (memo.has(key)) return;
      const bytes = 2 * (key.length + translation.target.length + translation.canonical.length) + ENTRY_OVERHEAD_BYTES;
      memo.set(key, { translation, bytes });
      memoBytes += bytes;
      for (const [oldest, kept] of memo) {
        if (memoBytes <= MEMO_BYTES) break;
        memo.delete(oldest);
        memoBytes -= kept.bytes;
      }
    },
    recall(host, target) {
      if (target.length > MEMO_TARGET_CHARS) return undefined;
      current();
      return memo.get(memoKey(host, target))?.translation;
    },
    memoSize: () => ({ entries: memo.size, bytes: memoBytes }),
  };
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const MOUNT_SEGMENTS = new Set(COMPAT_MOUNTS.map(firstSegment));
