// Build shards: a stable split of the catalog's domains, so N machines build disjoint parts into one store.
import { createHash } from 'node:crypto';

export interface Shard {
  /** 1-based, as written on the command line: `--shard 2/4` is the second of four. */
  index: number;
  count: number;
}

export const MAX_SHARDS = 256;

export class InvalidShardError extends Error {
  constructor(text: string) {
    super(`--shard must be K/N with whole numbers 1 <= K <= N <= ${MAX_SHARDS}, got ${JSON.stringify(text)}`);
    this.name = 'InvalidShardError';
  }
}

export function parseShard(text: string): Shard {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count || count > MAX_SHARDS) throw new InvalidShardError(text);
  return { index, count };
}

/**
 * A domain's shard depends on the domain alone (not on the catalog's size or order), so a brand stays on the same
 * machine from one night to the next and its manifest there keeps the incremental build incremental.
 */
export function shardOf(domain: string, count: number): number {
  return (createHash('sha256').update(domain).digest().readUInt32BE(0) % count) + 1;
}

export const inShard = (domain: string, shard: Shard): boolean => shardOf(domain, shard.count) === shard.index;
