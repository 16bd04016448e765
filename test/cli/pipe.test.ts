import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

let origin: TestOrigin;
beforeEach(async () => {
  origin = await createTestOrigin({ seed: false });
  for (let i = 0; i < 40; i++) await addBrand(origin, `brand${i}.com`, { icon: MARK('#123456') });
});
afterEach(() => origin.cleanup());

describe('logos output into a pipe', () => {
  it('stops quietly with exit 0 when the reader closes the pipe early (`| head -1`)', async () => {
    const child = spawn('node', ['cli/logos.js', 'build', '--json', '--dry-run'], {
      env: { ...process.env, DATA_DIR: origin.config.dataDir, LOG_LEVEL: 'silent' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const first = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(JSON.parse(first.split('\n')[0]!)).toMatchObject({ event: 'start', domains: 40 });
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });

  // The reader is gone before the command writes its one answer, which goes straight to the descriptor, not the stream.
  it('stops quietly with exit 0 when nobody reads a lookup\'s answer', async () => {
    const child = spawn('node', ['cli/logos.js', 'brand', 'brand3.com', '--json'], { env: { ...process.env, DATA_DIR: origin.config.dataDir, LOG_LEVEL: 'silent' } });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
