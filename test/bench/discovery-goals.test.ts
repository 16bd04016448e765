import { describe, expect, it } from 'vitest';
import { verdictLines, type Judgement } from '../../bench/discovery-goals.ts';

const judgement = (over: Partial<Judgement>): Judgement => ({
  domain: 'example.org',
  ownLargest: true,
  wordmarkShown: false,
  wordmarkStored: false,
  icon: '180 px https://example.org/apple-touch-icon.png',
  largest: 180,
  wrong: [],
  ...over,
});

describe('the per-site verdict lines of the discovery goals', () => {
  it('prints one line per site, naming the site and what was stored against what it offers', () => {
    const lines = verdictLines([
      judgement({ domain: 'python.org', ownLargest: false, icon: 'no icon', largest: 144, wordmarkShown: true, wordmarkStored: true, wrong: ['drawn for dark in logo/light https://www.python.org/static/img/python-logo.png'] }),
      judgement({ domain: 'go.dev', icon: 'svg https://go.dev/images/favicon-gopher.svg', largest: 'vector' }),
      judgement({ domain: 'nodejs.org', ownLargest: false, icon: 'no icon', largest: 32, wordmarkShown: true }),
    ]);
    expect(lines).toEqual([
      '  MISS python.org  icon no icon, wordmark stored: own mark not at its largest (144 px offered); drawn for dark in logo/light https://www.python.org/static/img/python-logo.png',
      '  ok   go.dev      icon svg https://go.dev/images/favicon-gopher.svg',
      '  MISS nodejs.org  icon no icon: own mark not at its largest (32 px offered); wordmark not stored',
    ]);
  });
});
