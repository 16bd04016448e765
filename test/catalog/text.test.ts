// The one text folding of names: compact names for handles and domain labels, the handle suffixes, and which names may fold to a key.
import { describe, expect, it } from 'vitest';
import { compactName, compactNameSpelled, foldName, foldNameLoosely, HANDLE_SUFFIXES, mayFoldToKeyBeginning } from '../../catalog/text.ts';
import { handleSimilarity } from '../../pipeline/discovery/social/handle.ts';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';

describe('compactName', () => {
  it.each([
    ['Café-Bar', 'cafebar'],
    ['Müller & Söhne', 'mullersohne'],
    ['  H&M Group ', 'hmgroup'],
    ['Société Générale', 'societegenerale'],
  ])('folds %j to %j', (name, compact) => expect(compactName(name)).toBe(compact));

  it('spells umlauts out when asked, as German writes them without', () => {
    expect(compactNameSpelled('Müller & Söhne')).toBe('muellersoehne');
    expect(compactNameSpelled('Straße')).toBe('strasse');
    expect(compactNameSpelled('Café')).toBe('cafe');
  });

  it('keeps legal forms, which foldName drops', () => {
    expect(compactName('Stripe, Inc.')).toBe('stripeinc');
    expect(foldName('Stripe, Inc.')).toBe('stripe');
  });
});

describe('the handle suffixes', () => {
  it.each(HANDLE_SUFFIXES)('count "stripe%s" as the brand\'s own handle', (suffix) => {
    expect(handleSimilarity(`stripe${suffix}`, 'stripe.com')).toBe(0.95);
  });
});

describe('trustedDomain', () => {
  it('matches a domain that spells the brand either way', () => {
    expect(trustedDomain(['Müller'], ['https://www.mueller.de/'])).toBe('mueller.de');
    expect(trustedDomain(['Müller'], ['https://muller.fr/'])).toBe('muller.fr');
    expect(trustedDomain(['Müller'], ['https://example.com/'])).toBeUndefined();
  });
});

describe('mayFoldToKeyBeginning', () => {
  it('holds for every name whose folded keys begin with the prefix, accents, ligatures and brackets included', () => {
    for (const name of ['Starbucks Coffee Company', 'The Coca-Cola Company', 'Café Noir', 'ﬁnance ﬁrst', 'Müller GmbH', 'Ford Motor (Class B)', '東京電力']) {
      const folded = foldName(name);
      for (const prefix of [folded, folded.slice(0, 4), foldNameLoosely(name) ?? folded]) expect([name, prefix, mayFoldToKeyBeginning(name, prefix)]).toEqual([name, prefix, true]);
    }
  });

  it('refuses a name without the prefix\'s letters in that order', () => {
    expect(mayFoldToKeyBeginning('Bucks Star', 'starbucks')).toBe(false);
    expect(mayFoldToKeyBeginning('Café', 'caff')).toBe(false);
    expect(mayFoldToKeyBeginning('Müller', 'mueller')).toBe(false);
  });
});
