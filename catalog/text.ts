// Text normalisation for matching names: case, accents and punctuation do not matter ("Café" = "cafe").
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const LEGAL_SUFFIXES = new Set(['inc', 'incorporated', 'ltd', 'limited', 'llc', 'corp', 'corporation', 'co', 'company', 'gmbh', 'ag', 'sa', 'plc', 'group', 'holdings', 'se', 'nv', 'bv']);

/** The name without spaces and trailing legal forms: "Stripe, Inc." and "stripe" share "stripe". */
export function coreName(normalised: string): string {
  const words = normalised.split(' ').filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1)!)) words.pop();
  return words.join('');
}
