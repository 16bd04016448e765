// The origin under test for the reliability suite: one data folder prepared once (seed, an account with a password
// and a key, generous plans), an origin process started per scenario on loopback, and its memory, children included.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { importSeed } from '../../pipeline/seed/import.ts';
import { loadConfig } from '../../server/config/index.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { freePort, startChild, stop, waitForHttp } from '../processes.ts';

export interface SoakData {
  dataDir: string;
  plansFile: string;
  key: string;
  /** Accounts with `password`; sign-in probes take turns, since each email may try five times a minute. */
  emails: string[];
  password: string;
  accountId: string;
  /** Every domain with a stored logo, for renders that miss every cache. */
  domains: string[];
}

export async function prepareData(): Promise<SoakData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-soak-'));
  const plansFile = join(dataDir, 'soak-plans.json');
  // Limits far above the load, so every scenario measures the service, not the rate limiter.
  writeFileSync(plansFile, JSON.stringify({ plans: { soak: { rateLimitPerMinute: 1e9, monthlyQuota: 1e12 } }, anonymousRateLimitPerMinute: 1e9 }));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  await importSeed(deps.catalog, deps.storage);
  const password = 'soak-password-1234';
  const emails = Array.from({ length: 8 }, (_, i) => `soak${i}@example.com`);
  const accounts = await Promise.all(emails.map((email) => deps.accounts.createAccount(email, 'soak')));
  for (const account of accounts) await deps.passwords.set(account.id, password);
  const account = accounts[0]!;
  const { key } = await deps.accounts.createKey(account.id, 'soak');
  const domains = deps.catalogDb.prepare<[], string>("SELECT DISTINCT domain FROM assets WHERE format = 'svg' ORDER BY domain").pluck().all();
  await deps.close();
  return { dataDir, plansFile, key, emails, password, accountId: account.id, domains };
}

export interface RunningOrigin {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** `defaultPlans` keeps the built-in limits, for scenarios about the rate limiter itself. */
export async function startOrigin(data: SoakData, env: Record<string, string> = {}, options: { defaultPlans?: boolean } = {}): Promise<RunningOrigin> {
  const port = await freePort();
  const plans: Record<string, string> = options.defaultPlans ? {} : { PLANS_FILE: data.plansFile };
  const child = startChild('cli/logos.js', ['serve'], { DATA_DIR: data.dataDir, ...plans, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/health`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, base, stop: () => stop(child) };
}

/** Resident memory of one process, in MB. */
export function processRssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/**
 * Proportional memory of one process, in MB: its private pages plus its share of pages it maps with others. Summed
 * over the origin and its render processes it counts node's binary and the libraries they all map once, where a sum
 * of RSS counts them in every process.
 */
export function processPssMb(pid: number): number {
  return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** A process and all its descendants (the render processes): the sum of one measure over them, in MB. */
export function treeMb(pid: number, measure: (pid: number) => number = processRssMb): number {
  let mb = 0;
  const visit = (id: number) => {
    try {
      mb += measure(id);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) visit(Number(child));
      }
    } catch {
      // the process ended between listing and reading
    }
  };
  visit(pid);
  return mb;
}

/** Samples the origin alone, its render processes together, and both (RSS, and PSS), every 100 ms until stopped; returns the peaks. */
export function rssSampler(pid: number) {
  const peak = { origin: 0, renderers: 0, tree: 0, treePss: 0 };
  const sample = () => {
    const origin = processRssMb(pid);
    const tree = treeMb(pid);
    peak.origin = Math.max(peak.origin, origin);
    peak.renderers = Math.max(peak.renderers, tree - origin);
    peak.tree = Math.max(peak.tree, tree);
    peak.treePss = Math.max(peak.treePss, treeMb(pid, processPssMb));
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
