import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentStamp, markdownOf, mergedTables, rowOf, sectionsOf, writeBenchmarkFile } from '../../bench/markdown.ts';
import { regionEnd, regionStart } from '../../scripts/docs/regions.ts';

const output = [
  '# logos bench (2026-11-25T12:00:00.000Z)',
  'seed import: 13396 brands in 2.94 s',
  '',
  '## Search, in-process (5,000 queries each)',
  'seed catalog           typeahead  p50     6 us   p99    37 us',
  '',
  '## Build (100 brands)',
  'raw sharp loop   7018 renders in 85.7 s',
  'ratio            0.87x  (goal >= 0.8x; 0 failed, 46.8 MB)',
  'a line | with a bar',
].join('\n');
const stamp = { date: '2026-11-25', commit: 'abc1234', machine: 'Test CPU, 2 cores, 4 GiB, Linux 6.1, Node v20.20.2' };

describe('bench --markdown', () => {
  it('splits the printed report at its headings, leaving out the lines before the first', () => {
    const sections = sectionsOf(output);
    expect(sections.map((section) => section.title)).toEqual(['Search, in-process (5,000 queries each)', 'Build (100 brands)']);
    expect(sections[1]!.lines).toHaveLength(3);
  });

  it('turns a printed line into a measure and its figures', () => {
    expect(rowOf('ratio            0.87x  (goal >= 0.8x)')).toEqual(['ratio', '0.87x  (goal >= 0.8x)']);
    expect(rowOf('throughput: 2026 domains/minute')).toEqual(['throughput', '2026 domains/minute']);
    expect(rowOf('nothing to split')).toEqual(['', 'nothing to split']);
  });

  it('writes one stamped table per benchmark', () => {
    const markdown = markdownOf(sectionsOf(output), stamp);
    const tables = markdown.split('\n### ');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table).toContain('2026-11-25, commit `abc1234`, Test CPU, 2 cores, 4 GiB, Linux 6.1, Node v20.20.2');
      expect(table).toContain('| measure | result |\n| --- | --- |');
    }
    expect(markdown).toContain('| raw sharp loop | 7018 renders in 85.7 s |');
    expect(markdown).toContain('| a line \\| with a bar |');
    // Every row of a table has the two cells of its header.
    for (const line of markdown.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'))) {
      expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(4);
    }
  });

  it('replaces only its own region of BENCHMARK.md', () => {
    const folder = mkdtempSync(join(tmpdir(), 'logos-bench-md-'));
    try {
      const file = join(folder, 'BENCHMARK.md');
      const soak = `${regionStart('soak')}\nsoak tables\n${regionEnd('soak')}`;
      writeFileSync(file, `# Benchmarks\n\n${regionStart('bench')}\nold\n${regionEnd('bench')}\n\n${soak}\n`);
      writeBenchmarkFile(file, 'bench', output, stamp);
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain('\nold\n');
      expect(text).toContain('### Build (100 brands)');
      expect(text).toContain(soak);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('replaces only the tables of the sections a BENCH_ONLY run printed, keeping the others in place', () => {
    const current = ['### Search (5,000 queries)', '', 'old search', '', '### Discovery quality (31 fixture sites, 5 rounds)', '', 'old quality', '', '### Time to a real logo (12 domains)', '', 'old time'].join('\n');
    const fresh = ['### Discovery quality (31 fixture sites, 2 rounds)', '', 'new quality', '', '### Discovery goals on the recordings of real sites (68 reviewed sites)', '', 'new goals'].join('\n');
    expect(mergedTables(current, fresh).split('\n').filter((line) => line.trim())).toEqual([
      '### Search (5,000 queries)', 'old search',
      '### Discovery quality (31 fixture sites, 2 rounds)', 'new quality',
      '### Discovery goals on the recordings of real sites (68 reviewed sites)', 'new goals',
      '### Time to a real logo (12 domains)', 'old time',
    ]);
  });

  it('stamps the date, the commit and the machine of this run', () => {
    const now = currentStamp(new Date('2026-01-02T03:04:05Z'));
    expect(now.date).toBe('2026-01-02');
    expect(now.commit).toMatch(/^([0-9a-f]{7,}( with changes)?|unknown)$/);
    expect(now.machine).toMatch(/\d+ cores, \d+ GiB, Linux .*, Node v\d+/);
  });
});
