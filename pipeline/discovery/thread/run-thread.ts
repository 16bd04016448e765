// A discovery thread (run-pool.ts): reads a site's pages, stylesheets and images and scores its candidates, one run
// at a time, apart from the thread that serves requests. What a stranger's site sends is parsed only here, where the
// pool can stop a run that costs too much without the origin noticing. The network, the render pool and TXT lookups
// stay with the serving side, which answers this thread's calls for them.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderFn } from '../../render/render.ts';
import type { Fetch } from '../context.ts';
import type { TxtResolver } from '../net/resolver.ts';
import { providerTiers } from '../providers/index.ts';
import { discoverDomain, type RunDeps } from '../run.ts';
import { knownDefaults } from '../scoring/known-defaults.ts';
import { knownMarks } from '../scoring/known-marks.ts';
import { loadUiIcons } from '../scoring/ui-icons.ts';
import { modelFrom } from '../scoring/model.ts';
import { placeholderHashes } from '../scoring/placeholders.ts';
import { servableBy } from '../servable.ts';
import { bufferOf, copyOf, fromWire, responseFromWire, toWire, type CallAsked, type FromThread, type ThreadSetup, type ToThread } from './wire.ts';

/** How much lower than the serving thread a discovery thread runs: on a busy machine requests come first. */
const DISCOVERY_NICENESS = 10;

// Linux keeps a niceness per thread, so this thread alone yields to the one that serves; elsewhere it runs as is.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), DISCOVERY_NICENESS);
} catch {
  // No per-thread priority here.
}

const port = parentPort!;
const setup = workerData as ThreadSetup;
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let nextCall = 0;
/** The run being worked on: every call back belongs to it. */
let current = 0;

const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// Distributive, so each kind of call keeps its own fields.
type CallFields = CallAsked extends infer C ? (C extends CallAsked ? Omit<C, 'type' | 'call' | 'run'> : never) : never;

function call<T>(asked: CallFields, transfer: ArrayBuffer[] = []): Promise<T> {
  const id = ++nextCall;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    send({ type: 'call', call: id, run: current, ...asked } as CallAsked, transfer);
  });
}

const fetch: Fetch = async (url, accept) => responseFromWire(await call({ kind: 'fetch', url, accept }));
const resolveTxt: TxtResolver = (name) => call({ kind: 'txt', name });
const render: RenderFn = async (source, request) => {
  if (!('bytes' in source) || source.format !== 'svg') throw new Error('a discovery thread asks only for SVG drawings of bytes it holds');
  const bytes = copyOf(source.bytes);
  return bufferOf(await call({ kind: 'render', source: { bytes, format: 'svg', width: source.width, height: source.height }, request }, [bytes.buffer as ArrayBuffer]));
};

async function prepare(): Promise<RunDeps> {
  const { settings } = setup;
  const [placeholders, known] = await Promise.all([placeholderHashes(), knownMarks()]);
  return {
    tiers: providerTiers(settings, { resolveTxt: setup.txt ? resolveTxt : undefined }),
    fetch,
    scorer: { model: modelFrom(setup.model), placeholders, known, icons: loadUiIcons(), defaults: knownDefaults(), threshold: settings.threshold },
    siteUrl: settings.siteUrl,
    render: setup.render ? render : undefined,
    servable: setup.render ? servableBy(render) : undefined,
    limits: { domainTimeoutMs: settings.domainTimeoutMs, maxRequests: settings.maxRequests, maxPixels: settings.maxPixels, maxCandidates: settings.maxCandidates },
  };
}

const deps = await prepare();

port.on('message', (message: ToThread) => {
  if (message.type === 'answer') {
    const pending = waiting.get(message.call);
    waiting.delete(message.call);
    if (!pending) return;
    if ('error' in message) pending.reject(fromWire(message.error));
    else pending.resolve(message.value);
    return;
  }
  current = message.run;
  const excluded = { urls: new Set(message.excluded.urls), hashes: new Set(message.excluded.hashes) };
  discoverDomain(deps, message.domain, message.brand, excluded).then(
    (result) => send({ type: 'done', run: message.run, result }),
    (error: unknown) => send({ type: 'failed', run: message.run, error: toWire(error) }),
  );
});

send({ type: 'ready' });
