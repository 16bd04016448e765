// The alias table (aliases.json): the short forms issuers print for merchants ("AMZN Mktp", "WM SUPERCENTER"), each
// with the brand's domain and where the form was described. Matched at the start of a line, word by word.
import { readFileSync } from 'node:fs';
import { searchable } from '../text.ts';
import type { AliasFile } from './data-files.ts';

export type MerchantAlias = AliasFile['aliases'][number] & { key: string };

export interface AliasTable {
  aliases: readonly MerchantAlias[];
  sources: Readonly<Record<string, string>>;
  /** The longest alias whose words begin the text, if any. */
  match(text: string): MerchantAlias | undefined;
}

let loaded: AliasTable | undefined;

export function merchantAliases(): AliasTable {
  loaded ??= aliasTable(JSON.parse(readFileSync(new URL('./aliases.json', import.meta.url), 'utf8')) as AliasFile);
  return loaded;
}

function aliasTable(file: AliasFile): AliasTable {
  for (const alias of file.aliases) {
    if (!(alias.source in file.sources)) throw new Error(`merchant alias ${alias.printed} names an unknown source ${alias.source}`);
  }
  // Longest first, so "AMAZON MKTPLACE" is tried before "AMAZON MKTPL" and "DD DOORDASH" before "DOORDASH".
  const aliases = file.aliases.map((alias) => ({ ...alias, key: aliasKey(alias.printed) })).sort((a, b) => b.key.length - a.key.length);
  return {
    aliases,
    sources: file.sources,
    // "CHEWY S TACOS" is someone's taqueria, not Chewy: a possessive after the alias makes it another name.
    match: (text) => {
      const folded = aliasKey(text);
      return aliases.find((alias) => folded === alias.key || (folded.startsWith(`${alias.key} `) && !/^ s(?: |$)/.test(folded.slice(alias.key.length))));
    },
  };
}

// Issuers print "MACY'S" and "MACYS" alike: apostrophes join, everything else folds as names do.
const aliasKey = (text: string) => searchable(text.replace(/['\u2019]/g, ''));
