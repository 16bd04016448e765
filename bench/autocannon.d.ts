// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Requests per second over all connections; latency is then corrected for coordinated omission. */
    overallRate?: number;
  }
  /** With a callback: the running instance, which emits 'response' (client, status, bytes, ms) per answer. */
  export default function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): EventEmitter;
  export default function autocannon(options: Options): Promise<Result>;
}
