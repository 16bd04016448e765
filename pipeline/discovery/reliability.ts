// How reliably each kind of source holds the brand's own mark: the domain's own kinds and each platform's prior.
import { PLATFORMS } from './providers/platforms.ts';
import { OWN_SOURCE_RELIABILITY, type SourceKind } from './sources.ts';

export const SOURCE_RELIABILITY: Readonly<Record<SourceKind, number>> = {
  ...OWN_SOURCE_RELIABILITY,
  ...(Object.fromEntries(Object.values(PLATFORMS).map((platform) => [platform.id, platform.reliability])) as Record<keyof typeof PLATFORMS, number>),
};
