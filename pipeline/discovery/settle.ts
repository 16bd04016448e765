// Second looks after a tier is scored, before anything is stored: a doubted dark mark that is the light mark's shape, a
// doubted header logo in the colours of the site's own icon, one file reached by two URLs, and a chosen image that
// cannot be served giving its slot to the next best one.
import { chooseSlots, compareCandidates, isOwn } from './choose.ts';
import type { CandidateReport, Chosen, RunDeps } from './run-types.ts';
import { DiscoveryError } from './errors.ts';
import { sameShape } from './scoring/dark-version.ts';
import { dominantColours } from './scoring/image-stats.ts';
import type { Scored } from './scoring/score.ts';
import { DECLARED_ICON_KINDS, FALLBACK_ICON_KINDS } from './sources.ts';

export type ColourMiss = { report: CandidateReport; chosen: Chosen; score: (colours: readonly string[]) => Scored };

/** Where the catalog knows no brand colours, the site's own declared icon says what they are: a header logo the model
 * doubts is scored again in the colours of that icon, as it would be in curated colours. The model still decides. */
export function acceptInIconColours(misses: readonly ColourMiss[], accepted: Chosen[]): void {
  const declared = accepted.filter((c) => DECLARED_ICON_KINDS.includes(c.kind) && c.slot.theme === 'light');
  const coloured = declared.filter((c) => !FALLBACK_ICON_KINDS.includes(c.kind));
  const icon = (coloured.length > 0 ? coloured : declared).sort(compareCandidates)[0];
  const colours = icon ? dominantColours(icon.image.sample) : [];
  if (colours.length === 0) return;
  for (const { report, chosen, score } of misses) {
    if (chosen.kind !== 'page-logo' && chosen.kind !== 'schema-logo') continue;
    const scored = score(colours);
    if (scored.verdict !== 'accepted') continue;
    report.score = chosen.score = scored.score;
    report.verdict = chosen.verdict = 'accepted';
    report.inColoursOf = chosen.inColoursOf = icon!.url;
    accepted.push(chosen);
  }
}

/** Never store what cannot be served: a chosen image that fails the check gives its slot to the next best one, and a
 * vector too costly to draw at full size is replaced by the raster of it the check drew (servable.ts). */
export async function servableChoice(accepted: Chosen[], candidates: readonly CandidateReport[], servable: RunDeps['servable']): Promise<Chosen[]> {
  for (;;) {
    const chosen = chooseSlots(accepted);
    if (!servable) return chosen;
    const failed: Chosen[] = [];
    for (const c of chosen) {
      const report = candidates.find((r) => r.url === c.url)!;
      try {
        const image = await servable(c.image);
        if (image !== c.image) report.drawnAt = c.drawnAt = image.pixels;
        c.image = image;
      } catch (error) {
        if (!(error instanceof DiscoveryError)) throw error;
        Object.assign(report, { verdict: 'error', error: { code: error.code, message: error.message } });
        failed.push(c);
      }
    }
    if (failed.length === 0) return chosen;
    accepted = accepted.filter((c) => !failed.includes(c));
  }
}

/** A conventional path that redirects to a declared icon (/apple-touch-icon.png -> /static/favicon.png) is that file:
 * it competes once, under the URL that came first in the providers' order, which is where the site declares it. */
export function withoutDuplicates(accepted: readonly Chosen[], candidates: readonly CandidateReport[]): Chosen[] {
  const address = (c: CandidateReport) => c.location ?? c.url;
  const first = new Map<string, Chosen>();
  for (const c of [...accepted].sort((a, b) => a.rank - b.rank)) if (!first.has(address(c))) first.set(address(c), c);
  return accepted.filter((c) => {
    const original = first.get(address(c))!;
    if (original === c) return true;
    const report = candidates.find((r) => r.url === c.url);
    if (report) report.duplicateOf = original.url;
    return false;
  });
}

/** A pale or white mark for dark backgrounds that the model doubts is accepted when it is the same shape as a light
 * mark accepted from the same site (see scoring/dark-version.ts); blank pictures never reach this (score.ts). */
export function acceptDarkVersions(misses: readonly { report: CandidateReport; chosen: Chosen }[], accepted: Chosen[]): void {
  const light = accepted.filter((c) => c.slot.theme === 'light');
  for (const { report, chosen } of misses) {
    const original = light.find((c) => c.slot.variant === chosen.slot.variant && sameShape(c.image.sample, chosen.image.sample));
    if (!original) continue;
    report.verdict = chosen.verdict = 'accepted';
    report.darkVersionOf = chosen.darkVersionOf = original.url;
    accepted.push(chosen);
  }
}


/** An accepted image with no evidence of its own that draws the same mark as one that has it (a header SVG of the
 * declared icon's mark) is the brand's own too. */
export function ownBySameMark(accepted: readonly Chosen[]): void {
  const owned = accepted.filter(isOwn);
  for (const candidate of accepted) {
    if (!candidate.evidence || isOwn(candidate)) continue;
    const original = owned.find((c) => c !== candidate && sameShape(c.image.sample, candidate.image.sample));
    if (original) candidate.evidence.own.push(`it draws the same mark as ${original.url}, which ${original.evidence!.own[0]!.replace(/^it /, '')}`);
  }
}
