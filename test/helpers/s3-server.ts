// A real S3-compatible server (s3rver) on 127.0.0.1 for the S3 backend's tests, in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '../../bench/processes.ts';
import { tempDataDir } from './origin.ts';

export interface S3Server {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startS3Server(bucket = 'logos-test'): Promise<S3Server> {
  const port = await freePort();
  const bin = join(require.resolve('s3rver/package.json'), '..', 'bin', 's3rver.js');
  // s3rver signs paginated listings with a digest OpenSSL 3 only offers through the legacy provider.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', bin, '-d', tempDataDir(), '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('s3rver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    endpoint,
    bucket,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
