// Reads a domain from a path parameter and resolves it to the canonical form, or answers 400 INVALID_DOMAIN.
import { InvalidDomainError, normaliseDomain } from '../catalog/domain.ts';
import { ApiError } from './errors.ts';

export function domainFromParam(raw: string | undefined): string {
  try {
    return normaliseDomain(raw ?? '');
  } catch (error) {
    if (error instanceof InvalidDomainError) throw new ApiError(400, 'INVALID_DOMAIN', error.message);
    throw error;
  }
}
