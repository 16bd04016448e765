// The one text folding of names: compact names for handles and domain labels, and the handle suffixes.
import { describe, expect, it } from 'vitest';
import { compactName, compactNameSpelled, foldName, HANDLE_SUFFIXES } from '../../catalog/text.ts';
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
