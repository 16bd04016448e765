import { describe, expect, it } from 'vitest';
import { createAttemptWindows } from '../../../server/dashboard/attempt-windows.ts';

describe('createAttemptWindows', () => {
  it('counts per key within the window and forgets the count after it', () => {
    let clock = 0;
    const windows = createAttemptWindows(60_000, 10, () => clock);
    expect([windows.add('a'), windows.add('a'), windows.add('b')]).toEqual([1, 2, 1]);
    clock = 30_000;
    expect([windows.count('a'), windows.resetSeconds('a')]).toEqual([2, 30]);
    clock = 60_000;
    expect(windows.count('a')).toBe(0);
  });

  it('stays within its entry bound however many keys arrive, dropping expired windows, then the oldest', () => {
    let clock = 0;
    const windows = createAttemptWindows(60_000, 1000, () => clock);
    for (let i = 0; i < 20_000; i++) {
      if (i % 1000 === 0) clock += 5000;
      windows.add(`${i}@${'x'.repeat(2000)}`);
      expect(windows.size).toBeLessThanOrEqual(1000);
    }
    windows.add('recent');
    expect(windows.count('recent')).toBe(1);
  });
});
