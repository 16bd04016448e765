// Readers of the US listings (S&P 500 constituents, PDDL; the SEC's company tickers, public domain), for the build
// script that joins them to brand domains.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SpConstituent {
  symbol: string;
  name: string;
  subIndustry: string;
  cik: number;
  founded: number | null;
}

export interface SecTicker {
  cik: number;
  name: string;
  symbol: string;
  exchange: string;
}

export function readSp500(dir: string): SpConstituent[] {
  const [header, ...lines] = readFileSync(join(dir, 'us-listings', 'sp500', 'constituents.csv'), 'utf8').trim().split(/\r?\n/);
  const columns = parseCsvLine(header!);
  const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
  return lines.map(parseCsvLine).map((row) => ({
    symbol: at(row, 'Symbol'),
    name: at(row, 'Security'),
    subIndustry: at(row, 'GICS Sub-Industry'),
    cik: Number(at(row, 'CIK')),
    // "1902", "2013 (1888)": the first year is the company's own founding as the constituents file records it.
    founded: Number(/\d{4}/.exec(at(row, 'Founded'))?.[0]) || null,
  }));
}

export function readSecTickers(dir: string): SecTicker[] {
  const data = JSON.parse(readFileSync(join(dir, 'us-listings', 'sec', 'company_tickers_exchange.json'), 'utf8')) as {
    fields: string[];
    data: [number, string, string, string | null][];
  };
  return data.data.map(([cik, name, symbol, exchange]) => ({ cik, name, symbol, exchange: exchange ?? 'OTC' }));
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') (cells.push(cell), (cell = ''));
    else cell += char;
  }
  cells.push(cell);
  return cells;
}
