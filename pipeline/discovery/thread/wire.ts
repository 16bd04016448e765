// What the serving thread and a discovery thread say to each other: a run asked and answered, and the thread's calls
// back for what stays on the serving side (the guarded network, the render pool, TXT lookups). Buffers cross as
// Uint8Array and errors as plain data, so both are rebuilt here on the receiving side.
import type { Brand } from '../../../catalog/types.ts';
import { RenderOverloadedError } from '../../render/pool.ts';
import type { RasterRequest } from '../../render/render.ts';
import { UndecodableImageError } from '../../render/undecodable.ts';
import { DISCOVERY_ERROR_CODES, DiscoveryError, type DiscoveryErrorCode } from '../errors.ts';
import type { FetchedResponse } from '../net/fetch.ts';
import type { DiscoveryResult } from '../run-types.ts';
import type { DiscoverySettings } from '../settings.ts';
import type { ModelFile } from '../scoring/model.ts';

/** What a thread is started with: everything a run needs that is plain data. */
export interface ThreadSetup {
  settings: DiscoverySettings;
  model: ModelFile;
  /** The serving side answers TXT lookups (BIMI is asked). */
  txt: boolean;
  /** The serving side draws SVGs in its render pool (else the thread draws them itself). */
  render: boolean;
}

export interface RunAsked {
  type: 'run';
  run: number;
  domain: string;
  brand: Brand | undefined;
  excluded: { urls: string[]; hashes: string[] };
}

export type CallAsked =
  | { type: 'call'; call: number; run: number; kind: 'fetch'; url: string; accept: string }
  | { type: 'call'; call: number; run: number; kind: 'render'; source: { bytes: Uint8Array; format: 'svg'; width: number; height: number }; request: RasterRequest }
  | { type: 'call'; call: number; run: number; kind: 'txt'; name: string };

export type CallAnswer = { type: 'answer'; call: number; value: unknown } | { type: 'answer'; call: number; error: WireError };

export type FromThread = { type: 'ready' } | { type: 'done'; run: number; result: DiscoveryResult } | { type: 'failed'; run: number; error: WireError } | CallAsked;
export type ToThread = RunAsked | CallAnswer;

export interface WireError {
  name: string;
  message: string;
  code?: string;
  status?: number;
  body?: Uint8Array;
  retryAfterSeconds?: number;
}

export function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const wire: WireError = { name: error.name, message: error.message };
  if (error instanceof DiscoveryError) Object.assign(wire, { code: error.code, status: error.status, body: error.body && copyOf(error.body) });
  if (error instanceof RenderOverloadedError) wire.retryAfterSeconds = error.retryAfterSeconds;
  return wire;
}

/** The error as its own class again, so `instanceof` tests on the other side answer as they would have here. */
export function fromWire(wire: WireError): Error {
  if (wire.code && (DISCOVERY_ERROR_CODES as readonly string[]).includes(wire.code)) {
    return new DiscoveryError(wire.code as DiscoveryErrorCode, wire.message, wire.status, wire.body && bufferOf(wire.body));
  }
  if (wire.name === 'RenderOverloadedError') return new RenderOverloadedError(wire.retryAfterSeconds ?? 1);
  if (wire.name === 'RenderDeadlineError' || wire.name === 'UndecodableImageError') {
    const error = new UndecodableImageError(wire.message);
    error.name = wire.name;
    return error;
  }
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}

/** A copy of just the view's bytes: a pooled Buffer's whole backing store must neither cross nor be detached. */
export const copyOf = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

export const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const responseToWire = (response: FetchedResponse) => ({ url: response.url, status: response.status, body: copyOf(response.body) });
export const responseFromWire = (wire: { url: string; status: number; body: Uint8Array }): FetchedResponse => ({ url: wire.url, status: wire.status, body: bufferOf(wire.body) });

/** A result as the serving side uses it: the chosen images' bytes as Buffers again. */
export function resultFromWire(result: DiscoveryResult): DiscoveryResult {
  for (const chosen of result.chosen) {
    chosen.image.stored = bufferOf(chosen.image.stored);
    chosen.image.sample = bufferOf(chosen.image.sample);
  }
  // Structured cloning keeps shared references: `best` is one of `chosen`, already converted.
  if (result.best && !Buffer.isBuffer(result.best.image.stored)) {
    result.best.image.stored = bufferOf(result.best.image.stored);
    result.best.image.sample = bufferOf(result.best.image.sample);
  }
  return result;
}
