// End-to-end suites that need a system server (PostgreSQL, Redis, nginx, Chromium) find it here. Without the binary
// they are skipped with a message that says how to enable them; under CI=true a missing binary is a failure.
import { existsSync, readdirSync } from 'node:fs';

export interface BinaryLookup {
  /** What to tell a developer: the package that provides it. */
  debianPackage: string;
  /** An environment variable that may name the binary (or its folder, for PostgreSQL). */
  envVar: string;
  candidates: readonly string[];
}

type Env = Record<string, string | undefined>;

/** The binary the variable names (which must exist: it was asked for), else the first candidate installed. */
export function findBinary(lookup: BinaryLookup, env: Env = process.env, exists: (path: string) => boolean = existsSync): string | undefined {
  const given = env[lookup.envVar];
  if (given) {
    if (!exists(given)) throw new Error(`${lookup.envVar}=${given} names no file`);
    return given;
  }
  return lookup.candidates.find((candidate) => exists(candidate));
}

/** The binary, or undefined with a printed notice; throws under CI=true, where every suite must run. */
export function requireBinaryOrSkip(suite: string, lookup: BinaryLookup, env: Env = process.env, exists: (path: string) => boolean = existsSync): string | undefined {
  const found = findBinary(lookup, env, exists);
  if (found) return found;
  const message = `${suite}: skipped, ${lookup.debianPackage} is not installed (apt-get install ${lookup.debianPackage}, or set ${lookup.envVar})`;
  if (env.CI === 'true') throw new Error(`${message}; CI=true needs every suite`);
  console.warn(message);
  return undefined;
}

export const POSTGRES: BinaryLookup = {
  debianPackage: 'postgresql',
  envVar: 'LOGOS_TEST_POSTGRES_BIN',
  candidates: postgresBinDirs(),
};

export const REDIS: BinaryLookup = { debianPackage: 'redis-server', envVar: 'LOGOS_TEST_REDIS', candidates: ['/usr/bin/redis-server'] };

function postgresBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `${root}/${version}/bin`)
    .filter((dir) => existsSync(`${dir}/postgres`));
}

export const NGINX: BinaryLookup = { debianPackage: 'nginx', envVar: 'LOGOS_TEST_NGINX', candidates: ['/usr/sbin/nginx', '/usr/bin/nginx'] };

/** Makes the self-signed certificate of the webhook tests' https receiver. */
export const OPENSSL: BinaryLookup = { debianPackage: 'openssl', envVar: 'LOGOS_TEST_OPENSSL', candidates: ['/usr/bin/openssl'] };
export const CHROMIUM: BinaryLookup = { debianPackage: 'chromium', envVar: 'LOGOS_TEST_CHROMIUM', candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] };
