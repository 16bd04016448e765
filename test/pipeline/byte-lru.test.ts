import { describe, expect, it } from 'vitest';
import { createByteLru } from '../../pipeline/byte-lru.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('createByteLru', () => {
  it('evicts the least recently used entries once over its byte limit', () => {
    const lru = createByteLru(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    lru.get('a');
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toHaveLength(40);
    expect(lru.get('c')).toHaveLength(40);
    expect(lru.size).toEqual({ entries: 2, bytes: 80 });
  });

  it('ignores a value larger than the whole cache and replaces a key in place', () => {
    const lru = createByteLru(10);
    lru.set('big', bytes(11));
    expect(lru.size.entries).toBe(0);
    lru.set('k', bytes(4));
    lru.set('k', bytes(6));
    expect(lru.size).toEqual({ entries: 1, bytes: 6 });
    lru.delete('k');
    expect(lru.size).toEqual({ entries: 0, bytes: 0 });
  });
});
