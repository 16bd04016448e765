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

// One job at a time per process and one process per core: libvips threads beyond that only contend.
sharp.concurrency(1);
// Sources rarely repeat within a process, and a cache would hold memory the origin's RSS budget counts.
sharp.cache(false);

process.on('message', (job: RenderJob) => {
  const source = { ...job.source, bytes: Buffer.from(job.source.bytes) };
  renderRaster(source, job.request).then(
    (bytes) => process.send!({ id: job.id, bytes } satisfies RenderReply),
    (error: Error) => process.send!({ id: job.id, error: error.message } satisfies RenderReply),
  );
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
