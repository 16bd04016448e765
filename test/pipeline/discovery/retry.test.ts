// The back-off rule shared by the discovery worker and `logos discover`.
import { describe, expect, it } from 'vitest';
import { FOUND_RECHECK_S, retryDelaySeconds } from '../../../pipeline/discovery/settings.ts';

const settings = { notFoundRetryS: 86_400, failureCooldownS: 600, maxBackoffS: 30 * 86_400 };

describe('retryDelaySeconds', () => {
  it.each([
    ['found', 1, FOUND_RECHECK_S],
    ['found', 7, FOUND_RECHECK_S],
    ['not-found', 1, 86_400],
    ['not-found', 2, 2 * 86_400],
    ['not-found', 4, 8 * 86_400],
    ['not-found', 6, 30 * 86_400],
    ['failed', 1, 600],
    ['failed', 3, 2_400],
    ['failed', 0, 600],
    ['failed', 1_000, 30 * 86_400],
  ] as const)('waits after %s on attempt %i for %i s', (outcome, attempts, seconds) => {
    expect(retryDelaySeconds(outcome, attempts, settings)).toBe(seconds);
  });
});
