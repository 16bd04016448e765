// The edge's JSON access log (deploy/nginx, log_format logos_edge): which lines are requests the edge answered from
// its cache, and their sums per account, key and client address per UTC day, as the origin's usage tracker counts.
import { utcDay } from '../../state/days.ts';
import type { UsageDelta, UsageKind } from '../../state/types.ts';

export interface EdgeLogLine {
  time: string;
  status: string;
  /** "1" when the edge answered from its cache; a miss reached an origin, which counted it there. */
  edge: string;
  account: string;
  key: string;
  ip: string;
}

/** The line's usage, or undefined when it is not one the edge answered alone (a miss, a refusal, another path). */
export function edgeServed(line: string): { day: string; account: string; key: string; ip: string } | undefined {
  let parsed: Partial<EdgeLogLine>;
  try {
    parsed = JSON.parse(line) as Partial<EdgeLogLine>;
  } catch {
    return undefined;
  }
  if (parsed.edge !== '1' || !/^[23]\d\d$/.test(parsed.status ?? '')) return undefined;
  const time = new Date(parsed.time ?? '');
  if (Number.isNaN(time.getTime())) return undefined;
  return { day: utcDay(time), account: parsed.account ?? '', key: parsed.key ?? '', ip: parsed.ip ?? '' };
}

/** Sums lines into the deltas the usage store adds: one per (day, kind, id). */
export function sumLines(lines: Iterable<string>): UsageDelta[] {
  const sums = new Map<string, UsageDelta>();
  const add = (day: string, kind: UsageKind, id: string) => {
    if (!id) return;
    const at = `${day}\n${kind}\n${id}`;
    const delta = sums.get(at);
    if (delta) delta.count++;
    else sums.set(at, { day, kind, id, count: 1 });
  };
  for (const line of lines) {
    const served = edgeServed(line);
    if (!served) continue;
    add(served.day, 'ip', served.ip);
    add(served.day, 'account', served.account);
    add(served.day, 'key', served.key);
  }
  return [...sums.values()];
}
