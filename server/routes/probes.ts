// GET /healthz and /readyz for orchestrators, beside /health: liveness asks nothing of any dependency (a slow
// database must not get a healthy process restarted); readiness asks each one the origin needs to answer requests.
import type { Deps } from '../deps.ts';
import type { App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';

export type ProbeStatus = 'ok' | 'unreachable' | 'not configured';

const PROBE_TIMEOUT_MS = 2_000;

/** A probe that neither answers nor fails within the timeout counts as unreachable. */
async function probe(check: () => unknown): Promise<ProbeStatus> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS)));
  try {
    await Promise.race([Promise.resolve().then(check), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** Each dependency the origin reads on a request, asked once; `not configured` counts as ready. */
export async function readiness(deps: Deps): Promise<{ ready: boolean; checks: Record<string, ProbeStatus> }> {
  const [catalog, state, redis, assets, sources] = await Promise.all([
    probe(() => {
      if (!deps.catalog.ping()) throw new Error('catalog query failed');
    }),
    probe(() => deps.state.check()),
    deps.redis ? probe(() => deps.redis!.ping()) : Promise.resolve<ProbeStatus>('not configured'),
    // A missing object is an answer: the store was reached.
    probe(() => deps.assetStore.head('readyz-probe')),
    probe(() => deps.storage.head('readyz-probe')),
  ]);
  const checks = { catalog, state, redis, assetStore: assets, sourceStore: sources };
  return { ready: Object.values(checks).every((status) => status !== 'unreachable'), checks };
}

export function registerProbeRoutes(app: App, deps: Deps): void {
  app.get('/healthz', function healthz(c) {
    return respondJson(c, { status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
  });
  app.get('/readyz', async function readyz(c) {
    const { ready, checks } = await readiness(deps);
    return respondJson(c, { status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
