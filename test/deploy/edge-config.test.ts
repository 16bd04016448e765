// The edge's nginx files restate what the origin defines (plans, request defaults); these tests fail when they drift.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO_REQUEST } from '../../pipeline/logo/request.ts';
import { edgePlanConfig } from '../../server/edge/plan-limits.ts';
import { DEFAULT_PLANS } from '../../server/gate/plans.ts';

const DEPLOY = resolve(import.meta.dirname, '../../deploy/nginx');
const read = (name: string) => readFileSync(join(DEPLOY, name), 'utf8');

describe('the edge configuration in deploy/nginx', () => {
  it("ships the built-in plans' limits exactly as `logos edge plans` writes them", () => {
    for (const [name, text] of Object.entries(edgePlanConfig(DEFAULT_PLANS))) expect(read(name), `${name} is stale: run logos edge plans --out deploy/nginx`).toBe(text);
  });

  it("fills in the origin's defaults when it normalises the cache key", () => {
    const edge = read('logos-edge.conf');
    const emptyOf = (argument: string) => new RegExp(`map \\$arg_${argument} \\$logos_${argument} \\{\\s*""\\s+(\\S+);`).exec(edge)?.[1];
    const { variant, theme, size, retina, greyscale, fallback } = DEFAULT_LOGO_REQUEST;
    expect({ variant: emptyOf('variant'), theme: emptyOf('theme'), size: emptyOf('size'), retina: emptyOf('retina'), greyscale: emptyOf('greyscale'), fallback: emptyOf('fallback') }).toEqual({
      variant,
      theme,
      size: String(size),
      retina: String(retina),
      greyscale: String(greyscale),
      fallback,
    });
  });
});
