// Load test on loopback: the origin serving a stored logo beside a bare node:http server with the same bytes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fixed } from './stats.ts';
import { freePort, peakRssMb, startChild, stop, waitForHttp } from './processes.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchHttp(dataDir: string): Promise<void> {
  const originPort = await freePort();
  const origin = startChild('cli/logos.js', ['serve'], {
    DATA_DIR: dataDir,
    PORT: String(originPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }, false);
  const path = '/v1/stripe.com';
  const originUrl = `http://127.0.0.1:${originPort}${path}`;
  try {
    await waitForHttp(originUrl);
    const response = await fetch(originUrl);
    const bodyFile = join(dataDir, 'bench-body');
    writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));

    const barePort = await freePort();
    const bare = startChild('bench/bare-server.ts', [bodyFile, response.headers.get('content-type')!, String(barePort)], {});
    const bareUrl = `http://127.0.0.1:${barePort}${path}`;
    try {
      await waitForHttp(bareUrl);
      await load(bareUrl); // warm-up, both sides get one
      await load(originUrl);
      const baseline = await load(bareUrl);
      const measured = await load(originUrl);
      const rss = peakRssMb(origin.pid!);
      console.log(`\n## Stored logo over HTTP (${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${path})`);
      console.log(`bare node:http   ${fixed(baseline.rps, 0)} req/s   p99 ${baseline.p99} ms`);
      console.log(`origin           ${fixed(measured.rps, 0)} req/s   p99 ${measured.p99} ms   errors ${measured.errors}`);
      console.log(`ratio            ${fixed(measured.rps / baseline.rps)}x of bare (goal >= 0.6x)`);
      console.log(`origin peak RSS  ${fixed(rss, 0)} MB (goal < 250 MB)`);
    } finally {
      await stop(bare);
    }
  } finally {
    await stop(origin);
  }
}
