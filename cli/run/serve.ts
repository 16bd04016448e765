// `logos serve`: runs the origin until SIGINT or SIGTERM.
import { z } from 'zod';
import { loadConfig } from '../../server/config/index.ts';
import { startOrigin } from '../../server/start.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({ port: z.coerce.number().int().min(0).max(65535).optional() });

export async function serve(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const config = loadConfig();
  const origin = await startOrigin(options.port === undefined ? config : { ...config, port: options.port });
  const stop = (signal: string) => {
    origin.deps.logger.info('shutting down', { signal, graceSeconds: origin.deps.config.shutdownTimeoutMs / 1000 });
    origin.close().catch((error: Error) => {
      origin.deps.logger.error('shutdown failed', { error: error.message });
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
