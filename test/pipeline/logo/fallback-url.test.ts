// The fallback parameter's rules at the layer that owns them: which values and URLs are taken as written, and which
// hosts a redirect may lead to once their names are resolved.
import { describe, expect, it } from 'vitest';
import type { Resolver } from '../../../pipeline/discovery/net/resolver.ts';
import { createFallbackHostCheck, InvalidFallbackError, parseFallback } from '../../../pipeline/logo/fallback-url.ts';

describe('parseFallback', () => {
  it('takes the words in any case', () => {
    expect(['Monogram', '404', 'TRANSPARENT'].map(parseFallback)).toEqual(['monogram', '404', 'transparent']);
  });

  it('takes an https URL with a public name or address, as a URL', () => {
    const url = parseFallback('https://cdn.example.com/logos/placeholder.png?v=3');
    expect(url).toBeInstanceOf(URL);
    expect((url as URL).href).toBe('https://cdn.example.com/logos/placeholder.png?v=3');
    expect((parseFallback('https://93.184.215.14/p.png') as URL).hostname).toBe('93.184.215.14');
    expect((parseFallback('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/p.png') as URL).protocol).toBe('https:');
  });

  it.each([
    ['ftp://cdn.example.com/p.png', 'must use https'],
    ['//cdn.example.com/p.png', 'got "//cdn.example.com/p.png"'],
    ['https://0.0.0.0/p.png', 'private'],
    ['https://100.64.1.1/p.png', 'private'],
    ['https://192.168.0.10/p.png', 'private'],
    ['https://[fd00::1]/p.png', 'private'],
    ['https://[fe80::1]/p.png', 'private'],
    ['https://[::ffff:127.0.0.1]/p.png', 'private'],
    ['https://0x7f000001/p.png', 'private'],
    ['https://intranet/p.png', 'private'],
    ['https://printer.localhost/p.png', 'private'],
    [`https://cdn.example.com/${'x'.repeat(1100)}`, 'at most 1024 characters'],
  ])('refuses %s', (raw, said) => {
    expect(() => parseFallback(raw)).toThrow(InvalidFallbackError);
    expect(() => parseFallback(raw)).toThrow(said);
  });
});

describe('createFallbackHostCheck', () => {
  const counting = (answers: Record<string, string[] | 'never'>) => {
    const asked: string[] = [];
    const resolve: Resolver = (hostname) => {
      asked.push(hostname);
      const found = answers[hostname];
      if (found === 'never') return new Promise(() => {});
      if (!found) return Promise.reject(new Error('ENOTFOUND'));
      return Promise.resolve(found.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) })));
    };
    return { asked, resolve };
  };

  it('lets a name through when every address is public, and remembers the verdict', async () => {
    const { asked, resolve } = counting({ 'cdn.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
    const check = createFallbackHostCheck(resolve);
    expect(await check(new URL('https://cdn.example.com/a.png'))).toBeUndefined();
    expect(await check(new URL('https://cdn.example.com/b.png'))).toBeUndefined();
    expect(asked).toEqual(['cdn.example.com']);
  });

  it('refuses a name with any private address, naming it, and remembers that too', async () => {
    const { asked, resolve } = counting({ 'split.example.com': ['93.184.215.14', '10.0.0.7'] });
    const check = createFallbackHostCheck(resolve);
    expect(await check(new URL('https://split.example.com/p.png'))).toMatch(/fallback URL must not lead to a private.*10\.0\.0\.7/);
    expect(await check(new URL('https://split.example.com/p.png'))).toMatch(/10\.0\.0\.7/);
    expect(asked).toHaveLength(1);
  });

  it('refuses a name that does not resolve and asks again next time', async () => {
    const { asked, resolve } = counting({});
    const check = createFallbackHostCheck(resolve);
    expect(await check(new URL('https://gone.example.com/p.png'))).toMatch(/must resolve to a public address/);
    await check(new URL('https://gone.example.com/p.png'));
    expect(asked).toEqual(['gone.example.com', 'gone.example.com']);
  });

  it('refuses a name whose lookup outlasts the deadline', async () => {
    const { resolve } = counting({ 'slow.example.com': 'never' });
    const check = createFallbackHostCheck(resolve, { deadlineMs: 50 });
    expect(await check(new URL('https://slow.example.com/p.png'))).toMatch(/within 50 ms/);
  });
});
