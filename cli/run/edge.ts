// `logos edge plans`: writes the edge's per-plan rate limits (deploy/nginx) from the plans the origins use.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../../server/config/index.ts';
import { edgePlanConfig } from '../../server/edge/plan-limits.ts';
import { loadPlans } from '../../server/gate/plans.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const plansSchema = z.object({ out: z.string().min(1), json: z.boolean().default(false) });

export async function writePlans(raw: unknown): Promise<void> {
  const options = parseOptions(plansSchema, raw);
  const files = edgePlanConfig(loadPlans(loadConfig().plansFile));
  const written = Object.entries(files).map(([name, text]) => {
    const path = join(resolve(options.out), name);
    writeFileSync(path, text);
    return path;
  });
  print({ written }, options.json, () => `wrote ${written.join(' and ')}; reload nginx to apply them`);
}
