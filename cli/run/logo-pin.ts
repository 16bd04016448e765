// `logos logo set|history|revert`: an operator pins a brand's logo (a file or an https URL, checked as discovery checks
// what it finds), lists what the brand served and who set it, and takes the newest pin back.
import { readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { THEMES, VARIANTS } from '../../catalog/types.ts';
import { logoHistory, pinLogo, revertPin, type HistoryEntry, type PinTarget } from '../../pipeline/logo/pin.ts';
import { acceptLogo } from '../../pipeline/logo/upload.ts';
import { createDiscoverer } from '../../pipeline/discovery/discoverer.ts';
import type { Root } from '../../server/root.ts';
import type { OpenedState } from '../../state/open.ts';
import { withRoot } from '../context.ts';
import { queuedLogoNotices } from '../notices.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const setSchema = z.object({
  variant: z.enum(VARIANTS).default('icon'),
  theme: z.enum(THEMES).default('light'),
  by: z.string().min(1).max(100).optional(),
  json: z.boolean().default(false),
});
const jsonSchema = z.object({ json: z.boolean().default(false), by: z.string().min(1).max(100).optional() });

const target = (root: Root, state: OpenedState): PinTarget => ({
  catalog: root.catalog,
  storage: root.storage,
  assetStore: root.assetStore,
  history: state.logoHistory,
  logoChanged: queuedLogoNotices(root),
});
const operator = (by: string | undefined) => by ?? `cli:${userInfo().username}`;

export async function setLogo(input: string, source: string, raw: unknown): Promise<void> {
  const options = parseOptions(setSchema, raw);
  const domain = normaliseDomain(input);
  const result = await withRoot(async (root) => {
    const fromUrl = /^https?:\/\//i.test(source);
    const bytes = fromUrl ? await fetchImage(root, source) : await readBounded(source, root.config.discovery.maxBytes);
    const image = await acceptLogo(bytes, root.config.discovery, root.renderPool.render);
    const pinned = await pinLogo(target(root, await root.state()), { domain, variant: options.variant, theme: options.theme, image, by: operator(options.by), url: fromUrl ? source : undefined });
    return { pinned: pinned.asset, replaced: pinned.replaced };
  });
  print(result, options.json, () =>
    [`pinned ${result.pinned.domain} ${result.pinned.variant} (${result.pinned.theme}): ${result.pinned.format} ${result.pinned.width}x${result.pinned.height} ${result.pinned.storageKey}`,
      ...result.replaced.map((old) => `  replaces ${old.format} from ${old.provenance.source} ${old.storageKey}`)].join('\n'),
  );
}

export async function showHistory(input: string, raw: unknown): Promise<void> {
  const options = parseOptions(jsonSchema, raw);
  const history = await withRoot(async (root) => logoHistory(root.catalog, (await root.state()).logoHistory, normaliseDomain(input)));
  print(history, options.json, () => [`${history.domain}:`, ...history.entries.map(line)].join('\n') + (history.entries.length === 0 ? '\n  nothing stored: a monogram is served' : ''));
}

export async function revertLogo(input: string, raw: unknown): Promise<void> {
  const options = parseOptions(jsonSchema, raw);
  const result = await withRoot(async (root) => revertPin(target(root, await root.state()), normaliseDomain(input), operator(options.by)));
  print(result, options.json, () =>
    [`reverted the pin ${result.reverted.storageKey}`, ...result.restored.map((asset) => `  serving again ${asset.format} from ${asset.provenance.source} ${asset.storageKey}`)].join('\n'),
  );
}

/** An image at a URL, through discovery's guarded agent and byte limit. */
async function fetchImage(root: Root, url: string): Promise<Buffer> {
  const discoverer = createDiscoverer({ settings: root.config.discovery, catalog: root.catalog, storage: root.storage });
  try {
    return (await discoverer.fetch(url, 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8')).body;
  } finally {
    await discoverer.close();
  }
}

function line(entry: HistoryEntry): string {
  const state = entry.current ? 'served' : entry.revertedAt ? `reverted ${entry.revertedAt}` : 'replaced';
  return `  ${(entry.at ?? 'curated').padEnd(24)} ${entry.what.padEnd(9)} ${entry.variant}/${entry.theme.padEnd(5)} by ${entry.by}  ${state}${entry.storageKey ? `  ${entry.storageKey}` : ''}`;
}

async function readBounded(path: string, maxBytes: number): Promise<Buffer> {
  const { size } = await stat(path);
  if (size > maxBytes) throw new Error(`${path} must be at most ${maxBytes} bytes (DISCOVERY_MAX_BYTES), it has ${size}`);
  return readFile(path);
}
