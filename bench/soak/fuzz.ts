// Property-based fuzzing with fast-check: domains, every query parameter of the logo endpoint, brand names, search
// text and asset paths over HTTP against a live origin (key and key-less), and brand files through their parser.
// The property: never a 5xx, and every error is {"code","message"} JSON. Bounded by SOAK_FUZZ_RUNS per property.
import fc from 'fast-check';
import { BrandFileError, parseBrandFile } from '../../pipeline/seed/brand-file.ts';
import type { SoakData } from './origin.ts';
import { startOrigin } from './origin.ts';

const RUNS = Number(process.env.SOAK_FUZZ_RUNS ?? 300);

// Mostly-plausible values with hostile ones mixed in, so the fuzz reaches past the first validation step.
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('', ' ', '%00', '..%2f', '%ff%fe', 'a'.repeat(5000)));
const domain = fc.oneof(fc.domain(), fc.webUrl(), fc.constantFrom('stripe.com', 'github.com', 'xn--nxasmq6b.com', 'localhost', '127.0.0.1', '[::1]', 'a..b', '-x-.com'), text);
const choice = (values: string[]) => fc.oneof(fc.constantFrom(...values), text);
const logoQuery = fc.record(
  {
    format: choice(['webp', 'png', 'avif', 'jpg', 'svg', 'auto']),
    size: fc.oneof(fc.integer({ min: -10, max: 2000 }).map(String), text),
    variant: choice(['icon', 'symbol', 'logo']),
    theme: choice(['auto', 'light', 'dark']),
    retina: choice(['true', 'false', '1', '0', 'yes', 'off']),
    greyscale: choice(['true', 'false']),
    fallback: choice(['monogram', '404']),
    v: text,
  },
  { requiredKeys: [] },
);

export async function fuzz(data: SoakData): Promise<void> {
  const origin = await startOrigin(data, { ACCESS_CONTROL: 'on' });
  let tried = 0;
  const fiveHundreds: string[] = [];
  const send = async (path: string, keyed: boolean) => {
    tried++;
    const response = await fetch(`${origin.base}${path}`, { headers: keyed ? { authorization: `Bearer ${data.key}` } : {}, signal: AbortSignal.timeout(60_000) });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status >= 500) fiveHundreds.push(`${response.status} ${path.slice(0, 200)} ${body.subarray(0, 200).toString()}`);
    if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
      const error = JSON.parse(body.toString()) as { code?: unknown; message?: unknown };
      if (typeof error.code !== 'string' || typeof error.message !== 'string') fiveHundreds.push(`malformed error ${path.slice(0, 200)}`);
    }
    return true;
  };
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const started = performance.now();
  try {
    const runs = { numRuns: RUNS };
    // Failures are counted by send(), not thrown, so every property runs all its cases.
    await fc.assert(fc.asyncProperty(domain, logoQuery, fc.boolean(), (d, q, keyed) => send(`/v1/${encodeURIComponent(d)}?${query(q)}`, keyed)), runs);
    await fc.assert(fc.asyncProperty(text, logoQuery, (name, q) => send(`/v1/name/${encodeURIComponent(name)}?${query(q)}`, true)), runs);
    await fc.assert(fc.asyncProperty(domain, (d) => send(`/v1/brand/${encodeURIComponent(d)}`, true)), runs);
    await fc.assert(fc.asyncProperty(text, fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), text), (q, limit) => send(`/v1/search?${query({ q, limit })}`, true)), runs);
    const pathPart = (value: string) => encodeURIComponent(value);
    await fc.assert(fc.asyncProperty(domain, text, text, text, (d, variant, theme, file) => send(`/v1/${pathPart(d)}/${pathPart(variant)}/${pathPart(theme)}/${pathPart(file)}`, true)), runs);

    // Brand files: JSON-shaped input; the parser may refuse it (BrandFileError) but must not throw anything else.
    let files = 0;
    const unexpected: string[] = [];
    const entry = fc.record({ domain, name: text, description: text, colors: fc.array(text, { maxLength: 4 }), socials: fc.dictionary(text, text, { maxKeys: 3 }), employees: fc.oneof(fc.integer(), text) }, { requiredKeys: [] });
    const file = fc.oneof(fc.array(entry, { maxLength: 5 }).map((entries) => JSON.stringify(entries)), fc.json(), text, fc.constantFrom('\ufeff[]', '['.repeat(10_000)));
    fc.assert(
      fc.property(file, (content) => {
        files++;
        try {
          parseBrandFile(content, 'fuzz.json');
        } catch (error) {
          if (!(error instanceof BrandFileError)) unexpected.push(`${(error as Error).name}: ${(error as Error).message.slice(0, 120)}`);
        }
      }),
      { numRuns: RUNS * 4 },
    );
    console.log(`\n## Fuzz (fast-check, ${RUNS} runs per HTTP property, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`HTTP          ${tried} requests tried, ${fiveHundreds.length} 5xx or malformed errors seen (goal 0)`);
    for (const line of fiveHundreds.slice(0, 5)) console.log(`  ${line}`);
    console.log(`brand files   ${files} files parsed, ${unexpected.length} failures other than BrandFileError (goal 0)`);
    for (const line of [...new Set(unexpected)].slice(0, 5)) console.log(`  ${line}`);
  } finally {
    await origin.stop();
  }
}
