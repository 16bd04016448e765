// A render process of the pool (pool.ts): renders one job at a time and answers over IPC. It runs apart from the
// origin so that a drawing that never finishes can be stopped by killing the process; libvips work cannot be
// interrupted from JavaScript, and a worker thread's terminate() leaves it running on the thread pool.
import sharp from 'sharp';
import { renderRaster, type RasterRequest, type SourceImage } from './render.ts';

export interface RenderJob {
  id: number;
  source: SourceImage;
  request: RasterRequest;
}

export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

// Its command line is the bundled program (pool.ts); `ps` and the tests know it by this name instead.
process.title = 'logos-render';

// One job at a time per process and one process per core: libvips threads beyond that only contend.
sharp.concurrency(1);
// Sources rarely repeat within a process, and a cache would hold memory the origin's RSS budget counts.
sharp.cache(false);

// The pool may be gone by the time an answer is ready; then there is no one to tell and the process ends.
const reply = (message: RenderReply | { ready: true }) => {
  if (process.connected) process.send!(message, undefined, undefined, () => undefined);
};

process.on('message', (job: RenderJob) => {
  const source = { ...job.source, bytes: Buffer.from(job.source.bytes) };
  renderRaster(source, job.request).then(
    (bytes) => reply({ id: job.id, bytes }),
    (error: Error) => reply({ id: job.id, error: error.message }),
  );
});
process.on('disconnect', () => process.exit(0));

// Text and a gradient, so librsvg's font and paint set-up happen here too, not only the encoders'. Done before
// taking work, so no request pays for it, whether this process started with the origin or replaced another.
const WARM_UP_SOURCE: SourceImage = {
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/>' +
      '<stop offset="1" stop-color="#00c"/></linearGradient></defs><circle cx="32" cy="32" r="28" fill="url(#g)"/>' +
      '<text x="32" y="40" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#fff">Ag</text></svg>',
  ),
  format: 'svg',
  width: 64,
  height: 64,
};
for (const format of ['avif', 'webp', 'png'] as const) {
  await renderRaster(WARM_UP_SOURCE, { format, pixels: 32, greyscale: false, recolourForDark: false }).catch(() => undefined);
}
reply({ ready: true });
