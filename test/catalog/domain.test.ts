import { describe, expect, it } from 'vitest';
import { displayName, InvalidDomainError, lookupCandidates, normaliseDomain } from '../../catalog/domain.ts';

describe('normaliseDomain', () => {
  it.each([
    ['stripe.com', 'stripe.com'],
    ['  Stripe.COM  ', 'stripe.com'],
    ['https://www.stripe.com/pricing?x=1#top', 'stripe.com'],
    ['http://user:pass@stripe.com:8443/', 'stripe.com'],
    ['stripe.com.', 'stripe.com'],
    ['www.bbc.co.uk', 'bbc.co.uk'],
    ['docs.github.com', 'docs.github.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
    ['例え.jp', 'xn--r8jz45g.jp'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['localhost', 'two labels'],
    ['foo.localhost', 'local'],
    ['127.0.0.1', 'IP'],
    ['[::1]', 'IP'],
    ['http://10.0.0.1/x', 'IP'],
    ['../etc/passwd', '".."'],
    ['stripe..com', '".."'],
    ['stripe.com\u0000', 'control'],
    ['-bad.com', 'labels'],
    ['bad-.com', 'labels'],
    ['under_score.com', 'labels'],
    [`${'a'.repeat(64)}.com`, 'labels'],
    ['stripe.123', 'not a valid hostname'],
    ['stripe.c0m', 'top-level'],
    ['exa mple.com', 'not a valid hostname'],
  ])('rejects %j (%s)', (input, why) => {
    expect(() => normaliseDomain(input)).toThrow(InvalidDomainError);
    expect(() => normaliseDomain(input)).toThrow(why);
  });

  it('rejects a 10 kB domain without scanning it', () => {
    expect(() => normaliseDomain(`${'a'.repeat(10_000)}.com`)).toThrow(/longer than 2048 characters/);
  });

  it('names what came in its message, cut short for long input', () => {
    expect(() => normaliseDomain('x'.repeat(5000))).toThrow(/got "x{80}…"/);
  });

  it('shows IDN domains in Unicode for display', () => {
    expect(displayName('xn--mnchen-3ya.de')).toBe('münchen');
  });
});

describe('lookupCandidates', () => {
  it.each([
    ['docs.google.com', ['docs.google.com', 'google.com']],
    ['docs.aws.amazon.com', ['docs.aws.amazon.com', 'aws.amazon.com', 'amazon.com']],
    ['en.m.wikipedia.org', ['en.m.wikipedia.org', 'm.wikipedia.org', 'wikipedia.org']],
    ['shop.amazon.co.uk', ['shop.amazon.co.uk', 'amazon.co.uk']],
    ['google.com', ['google.com']],
  ])('tries %j then its parents down to the registrable domain', (host, expected) => {
    expect(lookupCandidates(host)).toEqual(expected);
  });

  it.each([
    ['someone.blogspot.com', ['someone.blogspot.com']],
    ['user.github.io', ['user.github.io']],
    ['docs.user.github.io', ['docs.user.github.io', 'user.github.io']],
    ['my-app.vercel.app', ['my-app.vercel.app']],
    ['github.io', ['github.io']],
  ])('keeps hosted user sites (%j) apart from their host (private suffixes)', (host, expected) => {
    expect(lookupCandidates(host)).toEqual(expected);
  });
});
