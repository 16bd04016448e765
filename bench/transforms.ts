// On-demand transform latency (cache off) beside a direct sharp call on the same source: through the origin's
// render path (plan, stored source, render step) and through the whole app in-process (routing, Request/Response).
import sharp from 'sharp';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { encode } from '../pipeline/render/encoders.ts';
import type { RasterFormat } from '../pipeline/formats.ts';
import { planLogo, type AssetPlan } from '../pipeline/logo/plan.ts';
import { produceLogo } from '../pipeline/logo/produce.ts';
import { DEFAULT_LOGO_REQUEST } from '../pipeline/logo/request.ts';
import { fixed, timeInterleaved } from './stats.ts';

const FORMATS: RasterFormat[] = ['webp', 'png', 'avif', 'jpg'];
const SIZES = [64, 128, 512];

export async function benchTransforms(dataDir: string): Promise<void> {
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, CACHE_MAX_BYTES: '0', ACCESS_CONTROL: 'off' }), createLogger('warn'));
  const app = createApp(deps);
  const asset = deps.catalog.assetsOf('stripe.com').find((a) => a.variant === 'logo')!;
  const source = (await deps.storage.get(asset.storageKey))!.body;
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);

  console.log(`\n## On-demand transforms (stripe.com wordmark SVG, ${iterations} runs each, cache off; p50/p99 ms)`);
  console.log('format size   sharp          render path    ratio   whole app      ratio   (goal <= 1.2x)');
  try {
    for (const format of FORMATS) {
      for (const size of SIZES) {
        const direct = () => {
          const density = (72 * size) / Math.max(asset.width, asset.height);
          const image = sharp(source, { density }).resize(size, size, { fit: 'inside' });
          return encode(format === 'jpg' ? image.flatten({ background: '#ffffff' }) : image, format).toBuffer();
        };
        const renderPath = () => {
          const plan = planLogo(deps.catalog, { ...DEFAULT_LOGO_REQUEST, domain: 'stripe.com', variant: 'logo', format, size }) as AssetPlan;
          return produceLogo(deps.storage, plan);
        };
        const wholeApp = async () => {
          const response = await app.request(`/v1/stripe.com?variant=logo&format=${format}&size=${size}`);
          if (response.status !== 200) throw new Error(`origin answered ${response.status}`);
          await response.arrayBuffer();
        };
        for (const warm of [direct, renderPath, wholeApp]) await warm();
        const [base, path] = await timeInterleaved(iterations, direct, renderPath);
        const [base2, whole] = await timeInterleaved(iterations, direct, wholeApp);
        const cell = (t: { p50: number; p99: number }) => `${fixed(t.p50)}/${fixed(t.p99)}`.padEnd(14);
        console.log(
          `${format.padEnd(6)} ${String(size).padEnd(6)} ${cell(base)} ${cell(path)} ${`${fixed(path.p50 / base.p50)}x`.padEnd(7)} ` +
            `${cell(whole)} ${fixed(whole.p50 / base2.p50)}x`,
        );
      }
    }
  } finally {
    await deps.close();
  }
}
