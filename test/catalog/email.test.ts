// Reading email addresses: what counts as one, its normalised domain, and whether it belongs to a person.
import { describe, expect, it } from 'vitest';
import { InvalidEmailError, looksLikeEmailAddress, parseEmailAddress } from '../../catalog/email.ts';

describe('parseEmailAddress', () => {
  it.each([
    [' Jane.Doe@Stripe.COM ', { address: 'jane.doe@stripe.com', local: 'jane.doe', domain: 'stripe.com', freeMail: false }],
    ['jane+news@gmail.com', { address: 'jane+news@gmail.com', local: 'jane+news', domain: 'gmail.com', freeMail: true }],
    ['ops@mail.yahoo.co.uk', { address: 'ops@mail.yahoo.co.uk', local: 'ops', domain: 'mail.yahoo.co.uk', freeMail: true }],
    ['hans@münchen.de', { address: 'hans@münchen.de', local: 'hans', domain: 'xn--mnchen-3ya.de', freeMail: false }],
    ['anna@gmx.de', { address: 'anna@gmx.de', local: 'anna', domain: 'gmx.de', freeMail: true }],
  ])('reads %j', (input, expected) => {
    expect(parseEmailAddress(input)).toEqual(expected);
  });

  it.each(['stripe.com', 'jane@', '@stripe.com', 'jane..doe@stripe.com', 'jane@stripe', `${'a'.repeat(65)}@stripe.com`, 'jane\n@stripe.com'])(
    'refuses %j naming the parameter',
    (input) => {
      expect(() => parseEmailAddress(input, 'domain')).toThrow(InvalidEmailError);
      expect(() => parseEmailAddress(input, 'domain')).toThrow(/^domain must be an email address/);
    },
  );
});

describe('looksLikeEmailAddress', () => {
  it('tells an address from a URL whose credentials name a user', () => {
    expect(looksLikeEmailAddress('jane@stripe.com')).toBe(true);
    expect(looksLikeEmailAddress('https://jane@stripe.com/')).toBe(false);
    expect(looksLikeEmailAddress('user:pass@stripe.com')).toBe(false);
    expect(looksLikeEmailAddress('stripe.com')).toBe(false);
  });
});
