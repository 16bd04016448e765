import { describe, expect, it } from 'vitest';
import { displayName, InvalidDomainError, normaliseDomain } from '../../catalog/domain.ts';

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
