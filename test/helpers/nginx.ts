// A real nginx running the repository's CDN configuration (deploy/nginx) in a temporary prefix, for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHttp } from '../../bench/processes.ts';
import { findBinary, NGINX } from './system-binary.ts';

const DEPLOY = resolve(import.meta.dirname, '../../deploy/nginx');

export interface Nginx {
  url: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Substitutes exactly the template's own placeholders, as envsubst with a variable list does. */
export function renderTemplate(values: { LOGOS_LISTEN: string; LOGOS_ASSETS: string; LOGOS_ORIGIN: string }): string {
  return readFileSync(join(DEPLOY, 'logos.conf.template'), 'utf8').replace(
    /\$\{(LOGOS_LISTEN|LOGOS_ASSETS|LOGOS_ORIGIN)\}/g,
    (_match, name: keyof typeof values) => values[name],
  );
}

/** `origins` puts several origins in the upstream; nginx balances between them and retries a failed one on another. */
export async function startNginx(options: { origin?: string; origins?: string[]; assets: string }): Promise<Nginx> {
  const origins = options.origins ?? [options.origin!];
  const binary = findBinary(NGINX);
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx, or set LOGOS_TEST_NGINX)');
  const prefix = mkdtempSync(join(tmpdir(), 'logos-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  // Several origins: one `server` line each in the upstream block, as docs/scaling-out.md says.
  const conf = renderTemplate({ LOGOS_LISTEN: `127.0.0.1:${port}`, LOGOS_ASSETS: options.assets, LOGOS_ORIGIN: origins[0]! }).replace(
    `    server ${origins[0]};`,
    origins.map((origin) => `    server ${origin}${origins.length > 1 ? ' max_fails=1 fail_timeout=10s' : ''};`).join('\n'),
  );
  writeFileSync(join(prefix, 'logos.conf'), conf);
  copyFileSync(join(DEPLOY, 'logos-proxy.conf'), join(prefix, 'logos-proxy.conf'));
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
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
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
    errorLog,
    async stop() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
