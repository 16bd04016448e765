// The Public Suffix List (tldts), loaded when first asked for: building it takes a short command longer than its
// whole lookup, and most lookups (a domain of two labels, a .com brand's country) are answered without it.
import { createRequire } from 'node:module';
import type * as Tldts from 'tldts';

// A require of its own, so the bundle leaves the package to be loaded at run time instead of at start.
const load = createRequire(import.meta.url);
let list: typeof Tldts | undefined;

export function publicSuffixList(): typeof Tldts {
  return (list ??= load('tldts') as typeof Tldts);
}
