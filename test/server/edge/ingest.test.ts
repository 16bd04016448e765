import { appendFileSync, mkdtempSync, renameSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestOnce } from '../../../server/edge/ingest.ts';
import { readNext } from '../../../server/edge/log-reader.ts';
import { sumLines } from '../../../server/edge/usage-log.ts';
import { createLogger } from '../../../server/observability/logger.ts';
import { openSqliteState, type SqliteState } from '../../../state/sqlite/index.ts';

const line = (fields: Partial<Record<'time' | 'status' | 'edge' | 'account' | 'key' | 'ip', string>> = {}) =>
  `${JSON.stringify({ time: '2026-03-31T23:59:59+02:00', status: '200', edge: '1', account: 'acc_a', key: 'key_a', ip: '203.0.113.5', ...fields })}\n`;

describe('sumLines', () => {
  it('counts what the edge answered from its cache per account, key and address on the UTC day', () => {
    const deltas = sumLines([line(), line({ status: '304' }), line({ edge: '0' }), line({ status: '401' }), 'not json', line({ account: '', key: '' }).trim()].map((l) => l.trim()));
    expect(deltas).toEqual([
      { day: '2026-03-31', kind: 'ip', id: '203.0.113.5', count: 3 },
      { day: '2026-03-31', kind: 'account', id: 'acc_a', count: 2 },
      { day: '2026-03-31', kind: 'key', id: 'key_a', count: 2 },
    ]);
  });
});

describe('readNext and ingestOnce', () => {
  let dir: string;
  let log: string;
  let state: SqliteState;
  const logs: string[] = [];
  const ingest = () => ingestOnce({ usage: state.usage, log, source: 'edge-1', logger: createLogger('warn', (text) => logs.push(text)) });
  const keyTotal = () => state.usage.total('key', 'key_a', '2026-03-01', '2026-03-31');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logos-ingest-'));
    log = join(dir, 'edge.log');
    state = openSqliteState(join(dir, 'state.db'));
    logs.length = 0;
  });
  afterEach(async () => {
    await state.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves a line still being written for the next read', () => {
    writeFileSync(log, `${line()}${line().slice(0, 20)}`);
    const { chunk } = readNext(log, undefined);
    expect(chunk?.lines).toHaveLength(1);
    expect(chunk?.cursor.offset).toBe(line().length);
  });

  it('counts each line once across runs, a truncation, and a rotation', async () => {
    writeFileSync(log, line().repeat(3));
    expect(await ingest()).toEqual({ lines: 3, deltas: 3 });
    expect(await ingest()).toEqual({ lines: 0, deltas: 0 });
    appendFileSync(log, line());
    renameSync(log, `${log}.1`);
    writeFileSync(log, line().repeat(2));
    await ingest();
    expect(await keyTotal()).toBe(6);
    truncateSync(log, 0);
    appendFileSync(log, line());
    await ingest();
    expect(await keyTotal()).toBe(7);
    expect(logs).toEqual([]);
  });

  it('says what it could not read when the rotated file is gone, and carries on with the new one', async () => {
    writeFileSync(log, line());
    await ingest();
    appendFileSync(log, line());
    unlinkSync(log);
    // Likely on the deleted file's inode: its first line tells it apart.
    writeFileSync(log, line({ time: '2026-03-31T23:59:59+02:00', ip: '203.0.113.6' }).repeat(2));
    await ingest();
    expect(await keyTotal()).toBe(3);
    expect(logs.join('')).toContain('were not counted');
  });
});
