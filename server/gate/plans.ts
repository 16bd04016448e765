// Plans and their limits: built-in defaults, or a JSON file named by PLANS_FILE, validated when the server starts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../config/data-location.ts';

/** A plans file written before overrides existed gives each plan this many. */
export const DEFAULT_MAX_OVERRIDES = 10;
/** A plans file written before accounts' own origins existed gives each plan this many. */
export const DEFAULT_MAX_ORIGINS = 5;

const planSchema = z.object({
  rateLimitPerMinute: z.number().int().positive(),
  /** null means no monthly quota. */
  monthlyQuota: z.number().int().positive().nullable(),
  /** POST /v1/refresh calls per minute, on top of the request limit: each one costs a discovery run. */
  refreshesPerMinute: z.number().int().positive().default(2),
  /** Reports of wrong logos an account may file per UTC day (each also takes a refresh of refreshesPerMinute). */
  reportsPerDay: z.number().int().min(0).default(10),
  /** Webhooks an account may register. */
  webhooks: z.number().int().min(0).default(2),
  /** Domains an account may serve its own logo for (PUT /v1/overrides/{domain}); 0 turns overrides off. */
  maxOverrides: z.number().int().min(0).max(100_000).default(DEFAULT_MAX_OVERRIDES),
  /** Web origins an account may register, whose key-less pages are served as the account (PUT /v1/origins); 0 turns them off. */
  maxOrigins: z.number().int().min(0).max(10_000).default(DEFAULT_MAX_ORIGINS),
});

export const maxOverridesOf = (plan: Plan | undefined): number => plan?.maxOverrides ?? DEFAULT_MAX_OVERRIDES;
export const maxOriginsOf = (plan: Plan | undefined): number => plan?.maxOrigins ?? DEFAULT_MAX_ORIGINS;

const plansSchema = z.object({
  plans: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), planSchema).refine((plans) => Object.keys(plans).length > 0, {
    message: 'at least one plan is needed',
  }),
  anonymousRateLimitPerMinute: z.number().int().positive(),
});

export type Plan = z.output<typeof planSchema>;
export type Plans = z.output<typeof plansSchema>;
/** What a PLANS_FILE holds: limits a plan leaves out take their defaults. */
export type PlansFile = z.input<typeof plansSchema>;

export const DEFAULT_PLANS: Plans = {
  plans: {
    free: { reportsPerDay: 10, rateLimitPerMinute: 300, monthlyQuota: 50_000, refreshesPerMinute: 2, webhooks: 2, maxOverrides: 3, maxOrigins: 2 },
    startup: { reportsPerDay: 50, rateLimitPerMinute: 1_200, monthlyQuota: 1_000_000, refreshesPerMinute: 10, webhooks: 5, maxOverrides: 50, maxOrigins: 10 },
    pro: { reportsPerDay: 200, rateLimitPerMinute: 6_000, monthlyQuota: 10_000_000, refreshesPerMinute: 30, webhooks: 20, maxOverrides: 500, maxOrigins: 50 },
    enterprise: { reportsPerDay: 1000, rateLimitPerMinute: 30_000, monthlyQuota: null, refreshesPerMinute: 120, webhooks: 100, maxOverrides: 10_000, maxOrigins: 500 },
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
