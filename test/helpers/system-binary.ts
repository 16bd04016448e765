// The system programs the end-to-end suites drive (nginx, Chromium, PostgreSQL, Redis): found, or a clear reason to skip or fail.
import { existsSync, readdirSync } from 'node:fs';

export interface SystemBinary {
  /** The program to run, when there is one. */
  path: string | undefined;
  /** True when a missing program must fail the suite: CI=true, or the variable named a path that is not there. */
  required: boolean;
  /** Why the suite does not run, and how to make it run. */
  reason: string;
}

export interface BinarySpec {
  name: string;
  variable: string;
  candidates: readonly string[];
  debianPackage: string;
}

export const NGINX: BinarySpec = { name: 'nginx', variable: 'LOGOS_TEST_NGINX', candidates: ['/usr/sbin/nginx', '/usr/bin/nginx'], debianPackage: 'nginx' };
export const CHROMIUM: BinarySpec = {
  name: 'Chromium',
  variable: 'LOGOS_TEST_CHROMIUM',
  candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  debianPackage: 'chromium',
};

export const POSTGRES: BinarySpec = {
  name: 'PostgreSQL',
  variable: 'LOGOS_TEST_POSTGRES',
  candidates: postgresServers(),
  debianPackage: 'postgresql',
};
export const REDIS: BinarySpec = { name: 'redis-server', variable: 'LOGOS_TEST_REDIS', candidates: ['/usr/bin/redis-server'], debianPackage: 'redis-server' };

/** Debian keeps each major version's server in /usr/lib/postgresql/<version>/bin; the newest first. */
function postgresServers(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `${root}/${version}/bin/postgres`);
}

export function findSystemBinary(spec: BinarySpec, env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): SystemBinary {
  const given = env[spec.variable]?.trim();
  const ci = /^(1|true|yes)$/i.test(env.CI ?? '');
  if (given) {
    return exists(given)
      ? { path: given, required: true, reason: '' }
      : { path: undefined, required: true, reason: `${spec.variable}=${given} names no file` };
  }
  const path = spec.candidates.find(exists);
  const reason = path
    ? ''
    : `${spec.name} is not installed (looked at ${spec.candidates.join(', ')}): install the Debian package ${spec.debianPackage} ` +
      `or set ${spec.variable}=/path/to/${spec.name.toLowerCase()}${ci ? '; CI=true requires it' : ''}`;
  return { path, required: ci, reason };
}

/** For `describe.skipIf(skipSuite(binary))`: says once why the suite is skipped; a required binary is never skipped. */
export function skipSuite(binary: SystemBinary, suite: string): boolean {
  if (binary.path || binary.required) return false;
  process.stderr.write(`SKIPPED ${suite}: ${binary.reason}\n`);
  return true;
}

/** In beforeAll: the path, or a failure naming what is missing. */
export function requirePath(binary: SystemBinary): string {
  if (!binary.path) throw new Error(binary.reason);
  return binary.path;
}
