// `npm run bench -- --markdown` and `npm run soak -- --markdown`: the printed report as one table per benchmark,
// stamped with date, commit and machine, written into BENCHMARK.md's region for that run.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { regionEnd, regionStart, withRegion } from '../scripts/docs/regions.ts';

export interface Stamp {
  date: string;
  commit: string;
  machine: string;
}

export interface Section {
  title: string;
  lines: string[];
}

/** Splits printed output at its `## ` headings; lines before the first heading are left out. */
export function sectionsOf(output: string): Section[] {
  const sections: Section[] = [];
  for (const line of output.split('\n')) {
    if (line.startsWith('## ')) sections.push({ title: line.slice(3).trim(), lines: [] });
    else if (line.trim() && sections.length > 0) sections.at(-1)!.lines.push(line.trim());
  }
  return sections;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A printed line as a table row: the measure before the first colon or run of spaces, the figures after it. */
export function rowOf(line: string): [string, string] {
  const match = /^(.+?)(?::\s+|\s{2,})(.+)$/.exec(line);
  return match ? [match[1]!.trim(), match[2]!.trim()] : ['', line];
}

export function markdownOf(sections: Section[], stamp: Stamp): string {
  const stampLine = `${stamp.date}, commit \`${stamp.commit}\`, ${stamp.machine}`;
  return sections
    .map((section) => {
      const rows = section.lines.map((line) => `| ${rowOf(line).map(cell).join(' | ')} |`);
      return [`### ${section.title}`, '', stampLine, '', '| measure | result |', '| --- | --- |', ...rows].join('\n');
    })
    .join('\n\n');
}

export function currentStamp(now = new Date()): Stamp {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  let commit = 'unknown';
  try {
    // BENCHMARK.md itself is what the runs write, so its own changes do not make the measured code differ.
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)BENCHMARK.md');
    commit = git('rev-parse', '--short', 'HEAD') + (changed ? ' with changes' : '');
  } catch {
    // Not a git checkout: the stamp says so rather than failing the run.
  }
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return { date: now.toISOString().slice(0, 10), commit, machine: `${cpu}, ${cpus().length} cores, ${memory}, Linux ${release()}, Node ${process.version}` };
}

/** Records everything console.log prints from now on, still printing it; returns a function reading the record. */
export function recordConsole(): () => string {
  const lines: string[] = [];
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
    log(...args);
  };
  return () => lines.join('\n');
}

/** Replaces the region `name` ("bench" or "soak") of the Markdown file with the tables of this run; a run of some
 * sections only (`partial`, BENCH_ONLY) replaces those tables and keeps the others. */
export function writeBenchmarkFile(file: string, name: string, output: string, stamp: Stamp = currentStamp(), partial = false): void {
  const text = readFileSync(file, 'utf8');
  const tables = markdownOf(sectionsOf(output), stamp);
  writeFileSync(file, withRegion(text, name, partial ? mergedTables(regionText(text, name), tables) : tables));
}

/** The tables of `current` with those of `fresh` in place of the ones of the same benchmark (the same title once its
 * parenthesised figures are set aside); fresh tables of benchmarks not there yet come after the last one replaced. */
export function mergedTables(current: string, fresh: string): string {
  const split = (markdown: string) => markdown.split(/\n(?=### )/).map((table) => table.trim()).filter(Boolean);
  const key = (table: string) => table.split('\n')[0]!.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();
  const tables = split(current);
  let after = tables.length - 1;
  for (const table of split(fresh)) {
    const at = tables.findIndex((old) => key(old) === key(table));
    if (at >= 0) tables[(after = at)] = table;
    else tables.splice(++after, 0, table);
  }
  return tables.join('\n\n');
}

function regionText(text: string, name: string): string {
  const start = text.indexOf(regionStart(name));
  const end = text.indexOf(regionEnd(name));
  return start < 0 || end < start ? '' : text.slice(start + regionStart(name).length, end);
}
