// Reads an email address a caller typed: its local part, its domain (normalised like any brand domain) and whether
// that domain is a free mail provider, where the address belongs to a person rather than a company.
import { InvalidDomainError, lookupCandidates, normaliseDomain } from './domain.ts';
import { isFreeMailDomain } from './free-mail.ts';

export class InvalidEmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEmailError';
  }
}

export interface EmailAddress {
  /** Trimmed and lower-cased, as Gravatar hashes it. */
  address: string;
  local: string;
  /** The domain part, normalised (catalog/domain.ts). */
  domain: string;
  /** The domain (or a parent of it) is a free mail provider: the address names a person, not a company. */
  freeMail: boolean;
}

/** RFC 5321 limits: a path of 256 octets less the brackets, a local part of 64. */
export const MAX_ADDRESS_LENGTH = 254;
export const MAX_LOCAL_LENGTH = 64;
// Dot-atom local parts (RFC 5322 atext); quoted local parts are too rare in practice to be worth their parsing.
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;

/**
 * A path parameter that is an address rather than a domain or URL: "jane@stripe.com", not "https://user@stripe.com"
 * (a URL's credentials, which the domain route has always ignored).
 */
export function looksLikeEmailAddress(input: string): boolean {
  return input.includes('@') && !/[/:]/.test(input);
}

/** `name` is the parameter the input came in, for the message. */
export function parseEmailAddress(input: string, name = 'address'): EmailAddress {
  const quoted = JSON.stringify(input.length > 80 ? `${input.slice(0, 80)}…` : input);
  const fail = (why: string): never => {
    throw new InvalidEmailError(`${name} must be an email address such as "jane@stripe.com", got ${quoted}: ${why}`);
  };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(input)) fail('contains control characters');
  const address = input.trim().toLowerCase();
  if (address.length > MAX_ADDRESS_LENGTH) fail(`longer than ${MAX_ADDRESS_LENGTH} characters`);
  const at = address.lastIndexOf('@');
  if (at === -1) fail('no "@"');
  const local = address.slice(0, at);
  if (local === '') fail('nothing before the "@"');
  if (local.length > MAX_LOCAL_LENGTH) fail(`the part before the "@" is longer than ${MAX_LOCAL_LENGTH} characters`);
  if (!LOCAL.test(local)) fail('the part before the "@" has characters an address cannot have unquoted');
  let domain: string;
  try {
    domain = normaliseDomain(address.slice(at + 1));
  } catch (error) {
    if (!(error instanceof InvalidDomainError)) throw error;
    return fail(`its domain is not a public hostname (${error.message.slice(error.message.lastIndexOf(': ') + 2)})`);
  }
  return { address, local, domain, freeMail: lookupCandidates(domain).some(isFreeMailDomain) };
}
