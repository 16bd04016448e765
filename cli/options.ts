// Command options checked with zod; the first problem becomes the message, naming the option.
import type { z } from 'zod';

export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(issue.path.length > 0 && !issue.message.startsWith('--') ? `--${issue.path.join('.')}: ${issue.message}` : issue.message);
}

/** `--json`, which commander sets to true or leaves out: the lookup commands read it without a schema (no zod to load). */
export interface JsonOption {
  json?: boolean;
}
