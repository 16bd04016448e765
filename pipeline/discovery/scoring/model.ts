// The learned scorer: logistic regression over standardised features, weights read from model.json (written by
// `npm run train`, committed, never downloaded). Loading validates the file, so a bad model stops startup.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FEATURE_NAMES, vectorOf, type Features } from './features.ts';

export const MODEL_FILE = fileURLToPath(new URL('./model.json', import.meta.url));

const modelSchema = z.object({
  kind: z.literal('logistic-regression'),
  features: z.array(z.string()),
  mean: z.array(z.number()),
  std: z.array(z.number().positive()),
  weights: z.array(z.number()),
  bias: z.number(),
  heldOutAccuracy: z.number().min(0).max(1),
  heldOutAccuracyWithRules: z.number().min(0).max(1),
  /** Right / total on the held-out set per kind of example, with the rules. */
  heldOutByKind: z.record(z.string(), z.string()).optional(),
  examples: z.object({ train: z.number().int(), heldOut: z.number().int() }),
  seed: z.number().int(),
});

export type ModelFile = z.infer<typeof modelSchema>;

export interface Model {
  file: ModelFile;
  /** Probability (0 to 1) that the candidate is the brand's logo. */
  score(features: Features): number;
}

export function modelFrom(file: ModelFile): Model {
  const expected = FEATURE_NAMES.join(',');
  if (file.features.join(',') !== expected || file.weights.length !== FEATURE_NAMES.length) {
    throw new Error(`model.json was trained on features [${file.features.join(', ')}], this program computes [${expected}]: run npm run train`);
  }
  return {
    file,
    score(features) {
      const x = vectorOf(features);
      let z = file.bias;
      for (let i = 0; i < x.length; i++) z += file.weights[i]! * ((x[i]! - file.mean[i]!) / file.std[i]!);
      return 1 / (1 + Math.exp(-z));
    },
  };
}

export function loadModel(path = MODEL_FILE): Model {
  const parsed = modelSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid model: ${parsed.error.issues[0]?.message}`);
  return modelFrom(parsed.data);
}
