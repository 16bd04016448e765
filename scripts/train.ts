// `npm run train`: regenerates the labelled examples from a fixed seed, fits the scorer on 80 % of them, prints its
// accuracy on the held-out 20 % (per kind, too) and writes pipeline/discovery/scoring/model.json.
// `npm run train -- --evaluate` fits nothing: it measures the committed model.json on the same held-out examples.
import { writeFileSync } from 'node:fs';
import { FEATURE_NAMES } from '../pipeline/discovery/scoring/features.ts';
import { loadModel, MODEL_FILE, type ModelFile } from '../pipeline/discovery/scoring/model.ts';
import { ruleVerdict } from '../pipeline/discovery/scoring/score.ts';
import { generateExamples } from './train/examples.ts';
import { fitLogistic, probability } from './train/logistic.ts';
import { createRng } from './train/rng.ts';

const SEED = 20240601;
const PER_CLASS = Number(process.env.TRAIN_PER_CLASS ?? 160);

const started = performance.now();
const examples = await generateExamples(SEED, PER_CLASS);
createRng(SEED + 1).shuffle(examples);
const cut = Math.round(examples.length * 0.8);
const [train, heldOut] = [examples.slice(0, cut), examples.slice(cut)];
// A larger copy of a mark is never less likely to be the mark: the size weight may not go negative (issue 11).
const evaluateOnly = process.argv.includes('--evaluate');
const fitted = evaluateOnly ? loadModel().file : fitLogistic(train.map((e) => e.x), train.map((e) => e.label), { epochs: 3000, rate: 0.5, l2: 1e-3, nonNegative: [FEATURE_NAMES.indexOf('size')], balanceClasses: true });

const byKind = new Map<string, { right: number; alone: number; total: number }>();
let right = 0;
let rightWithRule = 0;
for (const example of heldOut) {
  const predicted = probability(fitted, example.x) >= 0.5 ? 1 : 0;
  const correct = predicted === example.label;
  if (correct) right++;
  const withRules = ruleVerdict({ ...example, colours: example.x[FEATURE_NAMES.indexOf('colours')]! }, { pageLogo: example.pageLogo }) ? 0 : predicted;
  if (withRules === example.label) rightWithRule++;
  const tally = byKind.get(example.kind) ?? { right: 0, alone: 0, total: 0 };
  tally.total++;
  if (correct) tally.alone++;
  if (withRules === example.label) tally.right++;
  byKind.set(example.kind, tally);
}
const accuracy = right / heldOut.length;
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const model: ModelFile = {
  kind: 'logistic-regression',
  features: [...FEATURE_NAMES],
  mean: fitted.mean.map(round),
  std: fitted.std.map(round),
  weights: fitted.weights.map(round),
  bias: round(fitted.bias),
  heldOutAccuracy: round(accuracy),
  heldOutAccuracyWithRules: round(rightWithRule / heldOut.length),
  heldOutByKind: Object.fromEntries([...byKind].sort().map(([kind, tally]) => [kind, `${tally.right}/${tally.total}`])),
  examples: { train: train.length, heldOut: heldOut.length },
  seed: SEED,
};
if (!evaluateOnly) writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);

console.log(`examples: ${examples.length} (${train.length} train, ${heldOut.length} held out), made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`held out, per kind: right with the rules (model alone) / total${evaluateOnly ? ', committed model.json' : ''}`);
for (const [kind, tally] of [...byKind].sort()) console.log(`  ${kind.padEnd(15)} ${tally.right} (${tally.alone}) / ${tally.total}`);
console.log(`held-out accuracy: ${(accuracy * 100).toFixed(1)} % (model alone), ${((rightWithRule / heldOut.length) * 100).toFixed(1)} % with the rules of score.ts (blank, placeholder, foreign mark, interface glyph; per kind above, with the rules)`);
console.log(`weights: ${FEATURE_NAMES.map((name, i) => `${name} ${fitted.weights[i]!.toFixed(2)}`).join(', ')}`);
if (!evaluateOnly) console.log(`wrote ${MODEL_FILE}`);
