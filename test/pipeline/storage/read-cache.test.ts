import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { withReadCache } from '../../../pipeline/storage/read-cache.ts';
import type { ObjectStorage } from '../../../pipeline/storage/types.ts';

let root: string;
let backend: ObjectStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'logos-read-cache-'));
  backend = createFolderStorage({ root });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('withReadCache', () => {
  it('serves repeated reads from memory and sees its own writes at once', async () => {
    const cached = withReadCache(backend, 1024);
    await cached.put('a/b.png', Buffer.from('one'), { contentType: 'image/png' });
    expect((await cached.get('a/b.png'))?.body.toString()).toBe('one');
    await backend.put('a/b.png', Buffer.from('two'), { contentType: 'image/png' });
    expect((await cached.get('a/b.png'))?.body.toString()).toBe('one');
    await cached.put('a/b.png', Buffer.from('three'), { contentType: 'image/png' });
    expect((await cached.get('a/b.png'))?.body.toString()).toBe('three');
  });

  it('trusts a miss only for its time to live, so objects written elsewhere appear', async () => {
    let clock = 1_000;
    const cached = withReadCache(backend, 1024, 50, () => clock);
    expect(await cached.get('v1/x.com/icon/light/64.png')).toBeUndefined();
    await backend.put('v1/x.com/icon/light/64.png', Buffer.from('built'), { contentType: 'image/png' });
    clock += 49;
    expect(await cached.get('v1/x.com/icon/light/64.png')).toBeUndefined();
    clock += 1;
    expect((await cached.get('v1/x.com/icon/light/64.png'))?.body.toString()).toBe('built');
  });
});
