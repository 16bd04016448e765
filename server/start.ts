// Starts the origin: opens dependencies, imports the seed catalog on first start, then listens.
import { importSeed } from '../pipeline/seed/import.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createDeps, type Deps } from './deps.ts';
import { listen, type RunningServer } from './listen.ts';

export interface Origin extends RunningServer {
  deps: Deps;
}

export async function startOrigin(config: Config): Promise<Origin> {
  const deps = createDeps(config);
  if (deps.catalog.counts().brands === 0) {
    deps.logger.info('empty catalog: importing the seed catalog');
    const summary = await importSeed(deps.catalog, deps.storage);
    deps.logger.info('seed catalog imported', { ...summary });
  }
  const running = await listen(createApp(deps), config.port, config.host);
  deps.usage.start();
  if (config.discovery.enabled) deps.discoveryWorker.start();
  deps.logger.info('listening', { url: running.url, discovery: config.discovery.enabled });
  return {
    ...running,
    deps,
    async close() {
      await running.close();
      await deps.discoveryWorker.stop();
      deps.close();
    },
  };
}
