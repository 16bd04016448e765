// On-demand transform latency through the origin (cache off) beside a direct sharp call on the same source.
import sharp from 'sharp';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/logger.ts';
import { encode } from '../pipeline/render/encoders.ts';
import type { RasterFormat } from '../pipeline/formats.ts';
import { fixed, timeInterleaved } from './stats.ts';

const FORMATS: RasterFormat[] = ['webp', 'png', 'avif', 'jpg'];
const SIZES = [64, 128, 512];

export async function benchTransforms(dataDir: string): Promise<void> {
  const deps = createDeps(loadConfig({ DATA_DIR: dataDir, CACHE_MAX_BYTES: '0', ACCESS_CONTROL: 'off' }), createLogger('warn'));
  const app = createApp(deps);
  const asset = deps.catalog.assetsOf('stripe.com').find((a) => a.variant === 'logo')!;
  const source = (await deps.storage.get(asset.storageKey))!.body;
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);

  console.log(`\n## On-demand transforms (stripe.com wordmark SVG, ${iterations} runs each, cache off)`);
  console.log('format size   origin p50/p99 ms    sharp p50/p99 ms    p50 ratio (goal <= 1.2x)');
  try {
    for (const format of FORMATS) {
      for (const size of SIZES) {
        const direct = () => {
          const density = (72 * size) / Math.max(asset.width, asset.height);
          return encode(sharp(source, { density }).resize(size, size, { fit: 'inside' }), format).toBuffer();
        };
        const viaOrigin = async () => {
          const response = await app.request(`/v1/stripe.com?variant=logo&format=${format}&size=${size}`);
          if (response.status !== 200) throw new Error(`origin answered ${response.status}`);
          await response.arrayBuffer();
        };
        await direct();
        await viaOrigin();
        const [base, measured] = await timeInterleaved(iterations, direct, viaOrigin);
        console.log(
          `${format.padEnd(6)} ${String(size).padEnd(6)} ${`${fixed(measured.p50)}/${fixed(measured.p99)}`.padEnd(20)} ` +
            `${`${fixed(base.p50)}/${fixed(base.p99)}`.padEnd(19)} ${fixed(measured.p50 / base.p50)}x`,
        );
      }
    }
  } finally {
    deps.close();
  }
}
