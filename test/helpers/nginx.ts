// A real nginx running the repository's CDN configuration (deploy/nginx) in a temporary prefix, for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHttp } from '../../bench/processes.ts';
import { edgePlanConfig } from '../../server/edge/plan-limits.ts';
import { DEFAULT_PLANS, type PlansFile } from '../../server/gate/plans.ts';
import { findBinary, NGINX } from './system-binary.ts';

const DEPLOY = resolve(import.meta.dirname, '../../deploy/nginx');

export interface Nginx {
  url: string;
  /** The master process; its workers are its children. */
  pid: number;
  /** The edge's JSON access log (log_format logos_edge), which `logos usage ingest` reads. */
  accessLog: string;
  errorLog(): string;
  /** Asks nginx to reopen its logs (SIGUSR1), as logrotate does after moving the log aside. */
  reopenLogs(): void;
  stop(): Promise<void>;
}

export const TEMPLATE_PLACEHOLDERS = [
  'LOGOS_LISTEN',
  'LOGOS_ASSETS',
  'LOGOS_ORIGIN',
  'LOGOS_CACHE',
  'LOGOS_ACCESS_LOG',
  'LOGOS_AUTH_SECONDS',
  'LOGOS_IMAGE_SECONDS',
  'LOGOS_KEYLESS_PER_MINUTE',
  'LOGOS_KEYLESS_BURST',
] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** Substitutes exactly the template's own placeholders, as envsubst with a variable list does. */
export function renderTemplate(values: TemplateValues): string {
  return readFileSync(join(DEPLOY, 'logos.conf.template'), 'utf8').replace(
    new RegExp(`\\$\\{(${TEMPLATE_PLACEHOLDERS.join('|')})\\}`, 'g'),
    (_match, name: keyof TemplateValues) => values[name],
  );
}

export interface NginxOptions {
  origin?: string;
  /** Several origins in the upstream; nginx balances between them and retries a failed one on another. */
  origins?: string[];
  assets: string;
  /** Seconds an auth answer is reused (LOGOS_AUTH_SECONDS). */
  authSeconds?: number;
  keylessPerMinute?: number;
  /** The plans whose per-minute limits the edge applies (the built-in plans by default). */
  plans?: PlansFile;
  /** Hosts that answer another service's URL forms, as COMPAT_HOSTS names them (logos-compat-hosts.conf). */
  compatHosts?: Record<string, string>;
  /** Cores nginx and its workers run on (taskset), for the bench. */
  cores?: string;
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const origins = options.origins ?? [options.origin!];
  const binary = findBinary(NGINX);
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx, or set LOGOS_TEST_NGINX)');
  const prefix = mkdtempSync(join(tmpdir(), 'logos-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  // Several origins: one `server` line each in the upstream block, as docs/scaling-out.md says.
  const accessLog = join(prefix, 'logs', 'edge.log');
  const keylessPerMinute = options.keylessPerMinute ?? (options.plans ?? DEFAULT_PLANS).anonymousRateLimitPerMinute;
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'cache'));
  const conf = renderTemplate({
    LOGOS_LISTEN: `127.0.0.1:${port}`,
    LOGOS_ASSETS: options.assets,
    LOGOS_ORIGIN: origins[0]!,
    LOGOS_CACHE: join(prefix, 'cache'),
    LOGOS_ACCESS_LOG: accessLog,
    LOGOS_AUTH_SECONDS: String(options.authSeconds ?? 5),
    LOGOS_IMAGE_SECONDS: '3600',
    LOGOS_KEYLESS_PER_MINUTE: String(keylessPerMinute),
    LOGOS_KEYLESS_BURST: String(keylessPerMinute - 1),
  }).replace(
    `    server ${origins[0]};`,
    origins.map((origin) => `    server ${origin}${origins.length > 1 ? ' max_fails=1 fail_timeout=10s' : ''};`).join('\n'),
  );
  writeFileSync(join(prefix, 'logos.conf'), conf);
  for (const include of ['logos-proxy.conf', 'logos-edge.conf', 'logos-compat-hosts.conf']) copyFileSync(join(DEPLOY, include), join(prefix, include));
  const compatHosts = Object.entries(options.compatHosts ?? {}).map(([host, service]) => `${host} ${service};`);
  if (compatHosts.length > 0) writeFileSync(join(prefix, 'logos-compat-hosts.conf'), `${compatHosts.join('\n')}\n`);
  for (const [name, text] of Object.entries(edgePlanConfig(options.plans ?? DEFAULT_PLANS))) writeFileSync(join(prefix, name), text);
  // Workers run as nobody by default; under root the temporary folders are not theirs to read.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${user}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/logos.conf;
}
`,
  );
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
  // taskset execs nginx in its own place, so the pid stays the master's and the workers inherit the cores.
  const child: ChildProcess = options.cores ? spawn('taskset', ['-c', options.cores, binary, ...args], { stdio: ['ignore', 'ignore', 'pipe'] }) : spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => `${stderr}${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`;
  try {
    await Promise.race([
      waitForHttp(`${url}/health`, 10_000),
      exited.then(() => Promise.reject(new Error(`nginx exited at start:\n${errorLog()}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    accessLog,
    errorLog,
    reopenLogs: () => void child.kill('SIGUSR1'),
    async stop() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
