// Reads a domain or an email address from a path parameter in its canonical form, or answers 400 naming the parameter.
import { InvalidDomainError, normaliseDomain } from '../../catalog/domain.ts';
import { InvalidEmailError, parseEmailAddress, type EmailAddress } from '../../catalog/email.ts';
import { ApiError } from './errors.ts';

export function domainFromParam(raw: string | undefined): string {
  try {
    return normaliseDomain(raw ?? '');
  } catch (error) {
    if (error instanceof InvalidDomainError) throw new ApiError(400, 'INVALID_DOMAIN', error.message);
    throw error;
  }
}

export function emailFromParam(raw: string | undefined, name = 'address'): EmailAddress {
  try {
    return parseEmailAddress(raw ?? '', name);
  } catch (error) {
    if (error instanceof InvalidEmailError) throw new ApiError(400, 'INVALID_EMAIL', error.message);
    throw error;
  }
}
