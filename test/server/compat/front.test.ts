// The compat front's memo of translations: bounded by what it holds, whatever the URLs callers send.
import { describe, expect, it } from 'vitest';
import { createCompatFront, MEMO_BYTES } from '../../../server/compat/front.ts';
import type { CompatContext } from '../../../server/compat/translation.ts';

const context: CompatContext = {
  catalog: { generation: () => 0, lookup: () => ({ primary: undefined, assets: [] }), tickers: () => [], cryptoAsset: () => undefined },
};

function front() {
  return createCompatFront(new Map([['logo.test', 'clearbit']]), context, () => ['/v1/{domain}', '/health']);
}

/** What the app does for an admitted request: parse, resolve, remember. */
function admitted(compat: ReturnType<typeof front>, host: string | undefined, target: string) {
  const query = target.indexOf('?');
  const found = compat.find(host, query === -1 ? target : target.slice(0, query))!;
  const translation = compat.resolve(compat.parse(found, query === -1 ? '' : target.slice(query + 1))!);
  compat.remember(host, target, translation);
  return translation;
}

describe('compat front memo', () => {
  it('stays within its bytes with long URLs, and still recalls what was kept last', () => {
    const compat = front();
    const padding = 'x'.repeat(1900);
    let last = '';
    for (let i = 0; i < 12_000; i++) {
      last = `/s2/favicons?domain=site-${i}.com&sz=32&utm=${padding}`;
      admitted(compat, 'edge.test', last);
    }
    expect(compat.memoSize().bytes).toBeLessThanOrEqual(MEMO_BYTES);
    expect(compat.recall('edge.test', last)?.canonical).toBe('/v1/site-11999.com?variant=icon&format=png&size=32&fallback=monogram');
  });

  it('keeps no URL longer than a request line needs, and keys a host only by the service it is mapped to', () => {
    const compat = front();
    const long = `/s2/favicons?domain=stripe.com&utm=${'y'.repeat(5000)}`;
    admitted(compat, 'edge.test', long);
    expect(compat.memoSize().entries).toBe(0);
    admitted(compat, 'a.test', '/s2/favicons?domain=stripe.com');
    expect(compat.recall('b.test', '/s2/favicons?domain=stripe.com')?.canonical).toBe('/v1/stripe.com?variant=icon&format=png&size=16&fallback=monogram');
    expect(compat.recall('logo.test', '/s2/favicons?domain=stripe.com')).toBeUndefined();
  });

  it('translates nothing itself: an unseen URL is left to the app, which gates it first', () => {
    expect(front().recall('edge.test', '/s2/favicons?domain=stripe.com')).toBeUndefined();
  });
});
