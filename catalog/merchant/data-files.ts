// The shapes of the merchant tables shipped beside this file, checked against the files by
// test/catalog/merchant-data.test.ts; the modules reading them at run time import only the types, so resolving a
// statement line loads no zod.
import { z } from 'zod';

export const aliasFileSchema = z.object({
  sources: z.record(z.string(), z.string().min(20)),
  aliases: z.array(z.object({ printed: z.string().min(2), domain: z.string().min(3), name: z.string().min(1), source: z.string() })),
});

export const descriptorFileSchema = z.object({
  sources: z.record(z.string(), z.string().min(20)),
  groups: z.record(z.string(), z.object({
    meaning: z.string(),
    /** A format says what kind of business the merchant is; a charge word what was paid for; a legal form whose name it is. */
    kind: z.enum(['format', 'charge', 'legal']),
    /** GICS prefixes of the brands a format fits; null for any. */
    fits: z.array(z.string().regex(/^\d{2,8}$/)).nullable(),
    words: z.array(z.string().min(2)),
  })),
  trailing: z.array(z.string().min(2)),
  common: z.array(z.string().min(1)),
  carriers: z.array(z.object({ code: z.string().regex(/^\d{3}$/), domain: z.string().min(4), printed: z.array(z.string().min(2)) })),
});

export const placeFileSchema = z.object({
  sources: z.record(z.string(), z.string().min(20)),
  licence: z.string().min(20),
  usStates: z.record(z.string().length(2), z.string()),
  caProvinces: z.record(z.string().length(2), z.string()),
  auStates: z.record(z.string().min(2).max(3), z.string()),
  countries: z.array(z.object({ alpha2: z.string().length(2), alpha3: z.string().length(3), name: z.string() })),
  /** By the ISO 3166-1 alpha-2 code of the country each city lies in. */
  cities: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.string().min(2))),
  /** US head-office towns online merchants print in the city field. */
  offices: z.array(z.string().min(2)),
});

export type AliasFile = z.infer<typeof aliasFileSchema>;
export type DescriptorFile = z.infer<typeof descriptorFileSchema>;
export type PlaceFile = z.infer<typeof placeFileSchema>;

/** Each shipped table and its shape. */
export const MERCHANT_DATA_FILES = [
  { file: 'aliases.json', schema: aliasFileSchema },
  { file: 'descriptors.json', schema: descriptorFileSchema },
  { file: 'places.json', schema: placeFileSchema },
] as const;

