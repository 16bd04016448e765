// The build's global index (v1/manifest.json): every domain's manifest hash, and the removal of brands that left the
// catalog. A whole build writes it at its end; a sharded build writes it once, after every shard (`logos build --merge`).
import type { Catalog } from '../../catalog/catalog.ts';
import { RENDERER_VERSION } from '../render/render.ts';
import type { ObjectStorage } from '../storage/types.ts';
import type { BuildEvent, BuildSummary } from './events.ts';
import { domainManifestKey, GLOBAL_MANIFEST_KEY } from './keys.ts';
import { manifestHash, readDomainManifest, readGlobalManifest, writeManifest, type DomainManifest, type GlobalManifest } from './manifest.ts';

export interface IndexDeps {
  catalog: Catalog;
  target: ObjectStorage;
}

export interface IndexOptions {
  dryRun: boolean;
  /** A build of chosen domains updates their entries and leaves every other entry alone. */
  domains?: readonly string[];
  /** Manifest hashes the caller already knows (it just wrote them), so only the others are read back. */
  known?: ReadonlyMap<string, ManifestSummary>;
}

export interface ManifestSummary {
  objects: number;
  hash: string;
}

export interface IndexResult {
  /** Catalog domains with no manifest in the store: a shard that did not run or did not finish. */
  missing: string[];
  /** Domains the index lists. */
  indexed: number;
}

export async function indexBuild(
  deps: IndexDeps,
  options: IndexOptions,
  summary: BuildSummary,
  onEvent: (event: BuildEvent) => void,
): Promise<IndexResult> {
  const previous = await readGlobalManifest(deps.target);
  const entries: GlobalManifest['domains'] = options.domains ? { ...(previous?.domains ?? {}) } : {};
  const wanted = options.domains ?? deps.catalog.searchRows().map((row) => row.domain).sort();
  const missing: string[] = [];

  for (const domain of wanted) {
    const known = options.known?.get(domain) ?? summariseManifest(await readDomainManifest(deps.target, domain));
    if (known) entries[domain] = { manifest: domainManifestKey(domain), ...known };
    else missing.push(domain);
  }

  if (!options.domains) {
    const current = new Set(wanted);
    for (const domain of Object.keys(previous?.domains ?? {})) {
      if (current.has(domain)) continue;
      const manifest = await readDomainManifest(deps.target, domain);
      for (const key of [...Object.keys(manifest?.objects ?? {}), domainManifestKey(domain)]) {
        await removeObject(deps.target, key, options.dryRun, summary, onEvent);
      }
    }
  }
  for (const domain of missing) onEvent({ event: 'missing', domain });
  if (!options.dryRun) {
    const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
    await writeManifest(deps.target, GLOBAL_MANIFEST_KEY, { built: new Date().toISOString(), renderer: RENDERER_VERSION, domains: sorted });
  }
  return { missing, indexed: Object.keys(entries).length };
}

export async function removeObject(target: ObjectStorage, key: string, dryRun: boolean, summary: BuildSummary, onEvent: (event: BuildEvent) => void) {
  if (!dryRun) await target.delete(key);
  summary.deleted++;
  onEvent({ event: 'deleted', key });
}

export function summariseManifest(manifest: DomainManifest | undefined): ManifestSummary | undefined {
  return manifest && { objects: Object.keys(manifest.objects).length, hash: manifestHash(manifest) };
}
