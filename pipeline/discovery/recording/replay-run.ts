// Runs discovery over recordings, offline: a replay server for all of them, and a discoverer whose every connection
// goes there (the real fetcher, decoder, scorer and store; only the network is the recording's).
import type { Catalog } from '../../../catalog/catalog.ts';
import type { RenderFn } from '../../render/render.ts';
import type { ObjectStorage } from '../../storage/types.ts';
import { createDiscoverer, type DiscoveryRun } from '../discoverer.ts';
import type { DiscoverySettings } from '../settings.ts';
import type { StoredRecording } from './format.ts';
import { startReplay } from './replay.ts';

export interface ReplayTarget {
  settings: DiscoverySettings;
  catalog: Catalog;
  storage: ObjectStorage;
  render?: RenderFn;
}

/** Replays each recording in turn (with the site and platform URLs it was recorded with); calls back with each run. */
export async function replayRecordings(target: ReplayTarget, recordings: readonly StoredRecording[], each: (recording: StoredRecording, run: DiscoveryRun) => Promise<void>): Promise<void> {
  const replay = await startReplay(recordings);
  const discoverers = new Map<string, ReturnType<typeof createDiscoverer>>();
  const discovererFor = ({ siteUrl, baseUrls }: StoredRecording['recording']) => {
    const key = JSON.stringify([siteUrl, baseUrls]);
    let found = discoverers.get(key);
    if (!found) {
      const settings: DiscoverySettings = { ...target.settings, siteUrl, baseUrls: { ...target.settings.baseUrls, ...baseUrls }, allow: [...target.settings.allow, ...replay.allow], resolveStrict: true, dnsServers: [] };
      found = createDiscoverer({ settings, catalog: target.catalog, storage: target.storage, render: target.render, resolver: replay.resolver, resolveTxt: replay.resolveTxt, replayPorts: replay.ports });
      discoverers.set(key, found);
    }
    return found;
  };
  try {
    for (const recording of recordings) await each(recording, await discovererFor(recording.recording).run(recording.recording.domain));
  } finally {
    for (const discoverer of discoverers.values()) await discoverer.close();
    await replay.close();
  }
}
