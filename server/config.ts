// Configuration, parsed once from the environment; an invalid value stops startup with the variable's name.
import { resolve } from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  SOURCE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(32 * 1024 * 1024),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  catalogPath: string;
  statePath: string;
  assetsDir: string;
  cacheMaxBytes: number;
  sourceCacheMaxBytes: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    catalogPath: resolve(dataDir, 'catalog.db'),
    statePath: resolve(dataDir, 'state.db'),
    assetsDir: resolve(dataDir, 'assets'),
    cacheMaxBytes: values.CACHE_MAX_BYTES,
    sourceCacheMaxBytes: values.SOURCE_CACHE_MAX_BYTES,
    logLevel: values.LOG_LEVEL,
  };
}
