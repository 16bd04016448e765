// Text normalisation for matching names: case, accents and punctuation do not matter ("Café" = "cafe"), and the one
// folding of company names (legal forms, "(The)", "(Class A)") every name comparison uses.

/**
 * Characters that change how text shows rather than what it says: C0 controls, DEL, C1 controls and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). Inputs refuse them; printers escape them.
 */
export const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as bare letters and digits, accents dropped, for handles, domain labels and file names: "Café-Bar" → "cafebar". */
export function compactName(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** compactName with umlauts spelled out as German writes them without: "Müller" → "mueller", "Straße" → "strasse". */
export function compactNameSpelled(text: string): string {
  return compactName(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'));
}

/** What a brand's social handle adds to its name ("stripehq", "airbnbapp", "nikeofficial"). */
export const HANDLE_SUFFIXES = ['hq', 'app', 'official', 'inc', 'corp', 'co', 'com', 'io', 'team', 'lab', 'labs', 'global', 'us', 'usa'] as const;

const LEGAL_FORMS = new Set(['inc', 'incorporated', 'ltd', 'limited', 'llc', 'lp', 'llp', 'corp', 'corporation', 'co', 'company',
  'companies', 'gmbh', 'ag', 'sa', 'plc', 'se', 'nv', 'bv', 'ab', 'asa', 'spa', 'oyj', 'kk', 'holdings', 'holding', 'group']);
// Share classes and other qualifiers that listings put after a name ("Alphabet Inc. Class A", "News Corp Series B").
const QUALIFIER = /\s(?:class|series)\s[a-z0-9]$/;

/**
 * A company name folded for comparison: "The Coca-Cola Company", "Coca-Cola Company (The)" and "coca cola" all fold
 * to "cocacola"; "Alphabet Inc. (Class A)" to "alphabet". Bracketed parts (qualifiers, native names) are dropped.
 */
export function foldName(text: string): string {
  return foldWords(text).join('');
}

/** The words foldName joins, in order: its first word begins every key foldName and foldNameLoosely make of the text. */
export function foldWords(text: string): string[] {
  let normalised = searchable(text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  while (QUALIFIER.test(normalised)) normalised = normalised.replace(QUALIFIER, '');
  const words = normalised.split(' ').filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)!)) words.pop();
  return words;
}

/**
 * Whether `text` may fold (foldName, foldNameLoosely) to a key beginning with `prefix`: folding only drops characters
 * of the text decomposed, unmarked and lower-cased, so the prefix's characters must be there in the same order.
 */
export function mayFoldToKeyBeginning(text: string, prefix: string): boolean {
  const wanted = [...prefix];
  let next = 0;
  for (const character of text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()) {
    if (next === wanted.length) break;
    if (character === wanted[next]) next++;
  }
  return next === wanted.length;
}

// Words a listing adds to what people call the company ("Ford Motor Company", "Delta Air Lines", "Meta Platforms").
const DESCRIPTORS = ['motor', 'motors', 'air lines', 'airlines', 'platforms', 'technologies', 'technology', 'systems',
  'international', 'brands', 'entertainment', 'communications', 'pharmaceuticals', 'laboratories', 'industries',
  'enterprises', 'solutions', 'networks', 'semiconductor', 'semiconductors', 'financial', 'software'];
// What is left must still name one company: "General Motors" is not "General", "ON Semiconductor" not "ON".
const TOO_GENERIC = new Set(['general', 'american', 'united', 'national', 'first', 'global', 'digital', 'southern',
  'western', 'eastern', 'northern', 'universal', 'international', 'public', 'texas', 'analog', 'applied', 'advanced']);

/** The folded name without trailing descriptors, or undefined when it has none: a weaker key than foldName(). */
export function foldNameLoosely(text: string): string | undefined {
  const words = foldWords(text);
  const before = words.length;
  for (let dropped = true; dropped && words.length > 1; ) {
    dropped = false;
    for (const descriptor of DESCRIPTORS) {
      const tail = descriptor.split(' ');
      if (words.length > tail.length && tail.every((word, i) => words[words.length - tail.length + i] === word)) {
        words.splice(words.length - tail.length);
        dropped = true;
        break;
      }
    }
  }
  const loose = words.join('');
  return words.length === before || loose.length < 4 || TOO_GENERIC.has(loose) ? undefined : loose;
}
