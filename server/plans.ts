// Plans and their limits: built-in defaults, or a JSON file named by PLANS_FILE, validated when the server starts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './config.ts';

const planSchema = z.object({
  rateLimitPerMinute: z.number().int().positive(),
  /** null means no monthly quota. */
  monthlyQuota: z.number().int().positive().nullable(),
  /** Domains an account may serve its own logo for (PUT /v1/overrides/{domain}); 0 turns overrides off. */
  maxOverrides: z.number().int().min(0).max(100_000).optional(),
});

/** A plans file written before overrides existed gives each plan this many. */
export const DEFAULT_MAX_OVERRIDES = 10;

export const maxOverridesOf = (plan: Plan | undefined): number => plan?.maxOverrides ?? DEFAULT_MAX_OVERRIDES;

const plansSchema = z.object({
  plans: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), planSchema).refine((plans) => Object.keys(plans).length > 0, {
    message: 'at least one plan is needed',
  }),
  anonymousRateLimitPerMinute: z.number().int().positive(),
});

export type Plan = z.infer<typeof planSchema>;
export type Plans = z.infer<typeof plansSchema>;

export const DEFAULT_PLANS: Plans = {
  plans: {
    free: { rateLimitPerMinute: 300, monthlyQuota: 50_000, maxOverrides: 3 },
    startup: { rateLimitPerMinute: 1_200, monthlyQuota: 1_000_000, maxOverrides: 50 },
    pro: { rateLimitPerMinute: 6_000, monthlyQuota: 10_000_000, maxOverrides: 500 },
    enterprise: { rateLimitPerMinute: 30_000, monthlyQuota: null, maxOverrides: 10_000 },
  },
  anonymousRateLimitPerMinute: 600,
};

export function loadPlans(file: string | undefined): Plans {
  if (!file) return DEFAULT_PLANS;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`PLANS_FILE ${file} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = plansSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`PLANS_FILE ${file} is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
