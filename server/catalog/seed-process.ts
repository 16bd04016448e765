// The seed catalog imported on an origin's first start, in a process of its own (`logos import`): the import reads
// every icon set and renders with sharp, and a serving process that did it would keep that peak of memory.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/index.ts';

const LAUNCHER = fileURLToPath(new URL('../../cli/logos.js', import.meta.url));
/** What the child's failure message keeps of its standard error. */
const MAX_STDERR_CHARS = 4000;

export interface SeedImportSummary {
  brands: number;
  seconds: number;
  [figure: string]: unknown;
}

/**
 * Runs `logos import --json` on this origin's data folder, stores and state (given explicitly: the origin's
 * configuration may not come from the environment alone), and resolves with its summary.
 */
export function importSeedApart(config: Pick<Config, 'dataDir' | 'sourceStore' | 'stateUrl'>): Promise<SeedImportSummary> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir, SOURCE_STORE: config.sourceStore, LOG_LEVEL: 'warn' };
  if (config.stateUrl) env.STATE_URL = config.stateUrl;
  else delete env.STATE_URL;
  const child = spawn(process.execPath, [LAUNCHER, 'import', '--json'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-MAX_STDERR_CHARS)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`importing the seed catalog failed (logos import ended with ${signal ?? `code ${code}`}): ${stderr.trim() || 'no message'}`));
      try {
        resolve(JSON.parse(stdout) as SeedImportSummary);
      } catch {
        reject(new Error(`importing the seed catalog printed no summary: ${stdout.slice(0, 200)}`));
      }
    });
  });
}
