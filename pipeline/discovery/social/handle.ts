// How alike a profile handle and the brand are: 1 for the domain's own name, less as they drift apart. A site may
// link its parent's or a partner's profile; a handle unlike the domain makes that profile's picture less trusted.
import { displayName } from '../../../catalog/domain.ts';
import { compactName, HANDLE_SUFFIXES } from '../../../catalog/text.ts';

const plain = compactName;
const LEGAL_SUFFIXES = new RegExp(`(${HANDLE_SUFFIXES.join('|')})$`);

export function handleSimilarity(handle: string, domain: string, brandName?: string): number {
  const h = plain(handle);
  if (h === '') return 0;
  const names = [plain(displayName(domain)), plain(domain.split('.')[0] ?? ''), brandName ? plain(brandName) : ''].filter(Boolean);
  let best = 0;
  for (const name of names) {
    if (h === name) return 1;
    if (h.replace(LEGAL_SUFFIXES, '') === name || name.replace(LEGAL_SUFFIXES, '') === h) best = Math.max(best, 0.95);
    else if (h.includes(name) || name.includes(h)) best = Math.max(best, 0.8 * (Math.min(h.length, name.length) / Math.max(h.length, name.length)) + 0.15);
    else best = Math.max(best, 1 - levenshtein(h, name) / Math.max(h.length, name.length));
  }
  return Math.round(best * 1000) / 1000;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
