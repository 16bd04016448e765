// Complete lines of an append-only log after a cursor, across a rename rotation (logrotate's default: the file is
// moved aside and nginx reopens a new one on USR1) and a truncation (copytruncate).
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { LogCursor } from '../../state/types.ts';

export interface LogChunk {
  lines: string[];
  /** Where the next read starts once these lines are counted. */
  cursor: LogCursor;
}

const NEWLINE = 0x0a;
const FIRST_LINE_MAX = 4096;

/**
 * Device, inode and a digest of the first line: a deleted file's inode is soon given to a new one, and the first line
 * (its time, caller and address) tells the two apart.
 */
function identity(path: string, stats: Stats): string {
  const head = Buffer.alloc(Math.min(stats.size, FIRST_LINE_MAX));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const end = head.indexOf(NEWLINE);
  const firstLine = end === -1 ? Buffer.alloc(0) : head.subarray(0, end);
  return `${stats.dev}:${stats.ino}:${createHash('sha256').update(firstLine).digest('hex').slice(0, 16)}`;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Up to maxBytes of whole lines of `path` from `offset`; a line still being written waits for the next read. */
function readLines(path: string, file: string, offset: number, size: number, maxBytes: number): LogChunk | undefined {
  const length = Math.min(size - offset, maxBytes);
  if (length <= 0) return undefined;
  const buffer = Buffer.alloc(length);
  const fd = openSync(path, 'r');
  let read = 0;
  try {
    while (read < length) {
      const got = readSync(fd, buffer, read, length - read, offset + read);
      if (got === 0) break;
      read += got;
    }
  } finally {
    closeSync(fd);
  }
  const end = buffer.subarray(0, read).lastIndexOf(NEWLINE);
  if (end === -1) return undefined;
  const lines = buffer.toString('utf8', 0, end).split('\n').filter((line) => line.length > 0);
  return { lines, cursor: { file, offset: offset + end + 1 } };
}

/** The file beside `path` that was `path` when the cursor was taken (access.log.1 and the like), if still there. */
function rotatedFile(path: string, file: string): string | undefined {
  const name = basename(path);
  const folder = dirname(path);
  for (const entry of readdirSync(folder)) {
    if (!entry.startsWith(`${name}.`)) continue;
    const candidate = join(folder, entry);
    const stats = statOrUndefined(candidate);
    if (stats?.isFile() && identity(candidate, stats) === file) return candidate;
  }
  return undefined;
}

export interface ReadResult {
  chunk: LogChunk | undefined;
  /** Set when the file the cursor named is gone: what it held after the cursor was not read. */
  lost?: string;
}

/**
 * The next chunk after `cursor`. When `path` is a new file, the rest of the rotated one comes first (its cursor keeps
 * the old identity); once that is read, the new file is read from its start.
 */
export function readNext(path: string, cursor: LogCursor | undefined, maxBytes = 8 * 1024 * 1024): ReadResult {
  const current = statOrUndefined(path);
  if (!current) return { chunk: undefined };
  const file = identity(path, current);
  // At offset 0 nothing was read yet, so whichever file this is now, it is read from its start.
  if (cursor === undefined || cursor.offset === 0) return { chunk: readLines(path, file, 0, current.size, maxBytes) };
  if (cursor.file === file) {
    // A file shorter than the cursor was truncated in place: its lines start again at 0.
    const offset = current.size < cursor.offset ? 0 : cursor.offset;
    const chunk = readLines(path, file, offset, current.size, maxBytes);
    return { chunk: chunk ?? (offset !== cursor.offset ? { lines: [], cursor: { file, offset } } : undefined) };
  }
  const rotated = rotatedFile(path, cursor.file);
  if (rotated) {
    const chunk = readLines(rotated, cursor.file, cursor.offset, statSync(rotated).size, maxBytes);
    if (chunk) return { chunk };
  }
  // The rotated file is read to its end (or gone): move to the new file, whose lines are then read from 0.
  return {
    chunk: readLines(path, file, 0, current.size, maxBytes) ?? { lines: [], cursor: { file, offset: 0 } },
    lost: rotated ? undefined : `the log file read before (${cursor.file}) is no longer beside ${path}; lines written to it after offset ${cursor.offset} were not counted`,
  };
}
