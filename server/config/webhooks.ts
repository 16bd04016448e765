// The webhook part of the configuration: WEBHOOK_* variables with defaults, parsed with the rest in index.ts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ipPortList } from './discovery.ts';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export interface WebhookSettings {
  /** PEM certificates trusted for deliveries besides the system's roots (a private CA); undefined: the system's alone. */
  extraCa: string | undefined;
  /** ip:port pairs a delivery may connect to although not public (tests' local receivers). */
  allow: string[];
  /** Ports a webhook URL may name: 443 and WEBHOOK_PORTS. */
  ports: ReadonlySet<number>;
  timeoutMs: number;
  /** The first retry's wait; each further one doubles, up to maxBackoffS. */
  retryS: number;
  maxBackoffS: number;
  maxAttempts: number;
}

export function webhookEnv() {
  return {
    WEBHOOK_CA_FILE: z
      .string()
      .optional()
      .transform((path, context) => {
        if (!path) return undefined;
        try {
          const pem = readFileSync(path, 'utf8');
          if (pem.includes('-----BEGIN CERTIFICATE-----')) return pem;
          context.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
        } catch (error) {
          context.addIssue({ code: 'custom', message: `${path} could not be read: ${(error as Error).message}` });
        }
        return z.NEVER;
      }),
    WEBHOOK_ALLOW: ipPortList(),
    WEBHOOK_PORTS: z
      .string()
      .default('')
      .transform((value, context) => {
        const words = value.split(',').map((word) => word.trim()).filter(Boolean);
        const bad = words.find((word) => !/^\d{1,5}$/.test(word) || Number(word) < 1 || Number(word) > 65_535);
        if (bad === undefined) return words.map(Number);
        context.addIssue({ code: 'custom', message: `must be comma-separated port numbers from 1 to 65535, got ${JSON.stringify(bad)}` });
        return z.NEVER;
      }),
    WEBHOOK_TIMEOUT_MS: int(100, 60_000, 10_000),
    WEBHOOK_RETRY_S: int(1, 86_400, 60),
    WEBHOOK_MAX_BACKOFF_S: int(1, 7 * 86_400, 6 * 3600),
    WEBHOOK_MAX_ATTEMPTS: int(1, 30, 8),
  };
}

type Env = { [K in keyof ReturnType<typeof webhookEnv>]: z.output<ReturnType<typeof webhookEnv>[K]> };

export function webhookSettingsOf(values: Env): WebhookSettings {
  return {
    extraCa: values.WEBHOOK_CA_FILE,
    allow: values.WEBHOOK_ALLOW,
    ports: new Set([443, ...values.WEBHOOK_PORTS]),
    timeoutMs: values.WEBHOOK_TIMEOUT_MS,
    retryS: values.WEBHOOK_RETRY_S,
    maxBackoffS: values.WEBHOOK_MAX_BACKOFF_S,
    maxAttempts: values.WEBHOOK_MAX_ATTEMPTS,
  };
}
