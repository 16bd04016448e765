// A registered site as the store holds one whose control was proven, for tests that need a site served as its
// account without going through DNS or a well-known file.
import type { AccountOrigin } from '../../state/types.ts';

export function provenOrigin(accountId: string, origin: string, at = new Date()): AccountOrigin {
  return { accountId, origin, createdAt: at.toISOString(), tokenHash: null, verifiedAt: at.toISOString(), proof: 'operator', expiresAt: null };
}
