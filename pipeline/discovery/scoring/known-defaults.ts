// Icons a host, CMS or framework ships on every new site (known-defaults.json: each with where it came from): a site
// that still declares one has not set its own, so the picture says nothing of the brand. Matched by perceptual hash.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { differenceHash, hashSimilarity } from './phash.ts';

const fileSchema = z.object({
  defaults: z.array(
    z.object({
      name: z.string().min(1),
      source: z.string().min(1),
      licence: z.string().min(1),
      /** The shipped copy under test/fixtures/known-defaults/, where the licence allows shipping it. */
      fixture: z.string().optional(),
      hash: z.string().regex(/^[0-9a-f]{16}$/),
      /** Domains whose own mark it is (the framework's own site): there it is no default. */
      owners: z.array(z.string()),
    }),
  ),
});

export type KnownDefault = z.infer<typeof fileSchema>['defaults'][number] & { bits: bigint };

/** Hashes this alike (at most 4 of 64 bits differ) are one picture re-encoded or resized; a plainer likeness is not
 * enough to refuse a site's own icon. */
export const DEFAULT_SIMILARITY = 60 / 64;

let loaded: KnownDefault[] | undefined;

export function knownDefaults(): readonly KnownDefault[] {
  loaded ??= fileSchema
    .parse(JSON.parse(readFileSync(new URL('./known-defaults.json', import.meta.url), 'utf8')))
    .defaults.map((entry) => ({ ...entry, bits: BigInt(`0x${entry.hash}`) }));
  return loaded;
}

/** The known default this sample is, unless the domain is the default's owner. */
export function knownDefaultOf(sample: Buffer, domain: string | undefined, defaults: readonly KnownDefault[]): KnownDefault | undefined {
  if (defaults.length === 0) return undefined;
  const hash = differenceHash(sample);
  return defaults.find((entry) => hashSimilarity(hash, entry.bits) >= DEFAULT_SIMILARITY && !(domain && entry.owners.includes(domain)));
}
