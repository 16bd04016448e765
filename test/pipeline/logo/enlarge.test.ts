import { describe, expect, it } from 'vitest';
import { enlargementHeader, enlargementOf, nativeSizeOf } from '../../../pipeline/logo/enlarge.ts';

const png = (width: number, height = width) => ({ format: 'png' as const, width, height });

describe('enlargementOf', () => {
  it('does not enlarge at or below the native size, nor an SVG', () => {
    expect(enlargementOf(png(48), 48)).toBeUndefined();
    expect(enlargementOf(png(48), 32)).toBeUndefined();
    expect(enlargementOf({ format: 'svg', width: 24, height: 24 }, 1024)).toBeUndefined();
    expect(nativeSizeOf({ format: 'svg', width: 24, height: 24 })).toBeUndefined();
  });

  it('enlarges a favicon of 32 px or less by whole factors with nearest-neighbour, at most 4 times', () => {
    expect(enlargementOf(png(16), 128)).toEqual({ factor: 4, kernel: 'nearest', width: 64, height: 64 });
    expect(enlargementOf(png(16), 40)).toEqual({ factor: 2, kernel: 'nearest', width: 32, height: 32 });
    expect(enlargementOf(png(16, 8), 128)).toEqual({ factor: 4, kernel: 'nearest', width: 64, height: 32 });
  });

  it('enlarges smoothly by the exact factor a larger icon, or a favicon asked at under twice its size', () => {
    expect(enlargementOf(png(48), 96)).toEqual({ factor: 2, kernel: 'mitchell', width: 96, height: 96 });
    expect(enlargementOf(png(64), 1024)).toEqual({ factor: 4, kernel: 'mitchell', width: 256, height: 256 });
    expect(enlargementOf(png(32), 48)).toEqual({ factor: 1.5, kernel: 'mitchell', width: 48, height: 48 });
    expect(enlargementHeader(enlargementOf(png(48), 64)!)).toBe('1.33');
  });
});
