// One discovery run for one domain: ask the providers tier by tier, fetch and decode each candidate, score it, and
// stop at the first tier that yields an accepted candidate. Nothing is stored here (see store.ts).
import { createHash } from 'node:crypto';
import type { Brand } from '../../catalog/types.ts';
import { forEachLimited } from '../concurrency.ts';
import { isOwn, type Slot } from './choose.ts';
import { createContext } from './context.ts';
import { DiscoveryError, errorCodeOf } from './errors.ts';
import { decodeImage } from './image/decode.ts';
import { paddedToSquare } from './image/pad.ts';
import { tintMask } from './image/tint.ts';
import { siteUrlsOf } from './providers/index.ts';
import { isMarkForDark, WIDE } from './scoring/features.ts';
import { dominantColours, imageStats } from './scoring/image-stats.ts';
import { factsOf } from './website/facts.ts';
import { scoreCandidate, type Verdict } from './scoring/score.ts';
import { SOURCE_RELIABILITY } from './reliability.ts';
import { acceptDarkVersions, acceptInIconColours, ownBySameMark, servableChoice, withoutDuplicates, type ColourMiss } from './settle.ts';
import { DECLARED_ICON_KINDS, LOGO_SLOT_KINDS } from './sources.ts';
import { brandNamesOf, evidenceOf, type BrandNames } from './identity.ts';
import { manifestFacts } from './website/manifest.ts';
import type { CandidateSource } from './types.ts';

export type { CandidateReport, Chosen, DiscoveryResult, RunDeps, RunLimits } from './run-types.ts';
import type { CandidateReport, Chosen, DiscoveryResult, RunDeps } from './run-types.ts';

const CANDIDATES_IN_FLIGHT = 3;
/** Share of white in a padded declared icon's drawing that makes it a mark for dark backgrounds. */
const MOSTLY_WHITE = 0.5;

/** Images a report of a wrong logo rules out of a domain's runs: by URL (before and after redirects) and by content. */
export interface Exclusions {
  urls: ReadonlySet<string>;
  hashes: ReadonlySet<string>;
}

const NOTHING_EXCLUDED: Exclusions = { urls: new Set(), hashes: new Set() };

/** What one run keeps across its tiers and candidates. */
interface RunState {
  deps: RunDeps;
  domain: string;
  context: ReturnType<typeof createContext>;
  excluded: Exclusions;
  brandColours: readonly string[];
  /** The words the brand goes by, for weighing whose mark each candidate is. */
  names: BrandNames;
  candidates: CandidateReport[];
  failures: DiscoveryResult['failures'];
  accepted: Chosen[];
  /** Every candidate's URL in the order the providers gave them. */
  order: string[];
  decoded: number;
}

/** A tier's candidates that missed the threshold but may still be accepted once the tier is done (settle.ts). */
interface TierMisses {
  dark: { report: CandidateReport; chosen: Chosen }[];
  colour: ColourMiss[];
}

export async function discoverDomain(deps: RunDeps, domain: string, brand: Brand | undefined, excluded: Exclusions = NOTHING_EXCLUDED): Promise<DiscoveryResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(deps.limits.domainTimeoutMs);
  const context = createContext({ domain, brand, siteUrls: siteUrlsOf(deps.siteUrl, domain), fetch: deps.fetch, signal, maxRequests: deps.limits.maxRequests });
  // Only curated colours say what the brand looks like; colours discovery read from an earlier mark would only
  // confirm that mark, and turn against a new one.
  const brandColours = brand && !brand.factSources?.colors ? brand.colors.map((colour) => colour.hex) : [];
  // A parking or marketplace service's page shows the service's icon and sponsored links, nothing of a brand.
  const home = await context.homepage().catch(() => undefined);
  const manifestName = home && !home.parked ? await context.manifest().then((m) => m && manifestFacts(m.body.toString('utf8')).name) : undefined;
  const names = brandNamesOf(domain, brand, home, manifestName ? [manifestName] : []);
  const run: RunState = { deps, domain, context, excluded, brandColours, names, candidates: [], failures: [], accepted: [], order: [], decoded: 0 };
  const parked = home?.parked;
  for (const tier of parked ? [] : deps.tiers) {
    await runTier(run, tier);
    if (run.accepted.length > 0) break;
  }

  const { candidates, failures, order } = run;
  // Candidates finish in any order; the report lists them in the order the providers gave them.
  candidates.sort((a, b) => order.indexOf(a.url) - order.indexOf(b.url));
  const chosen = await servableChoice(withoutDuplicates(run.accepted, candidates), candidates, deps.servable);
  explain(candidates, chosen, deps.scorer.threshold);
  const best = chosen.find((c) => c.slot.variant === 'icon' && c.slot.theme === 'light') ?? chosen[0];
  const outcome = best ? 'found' : run.decoded === 0 && (failures.length > 0 || signal.aborted) ? 'failed' : 'not-found';
  const page = parked ? undefined : home;
  const manifest = page ? await context.manifest() : undefined;
  const markColours = best && best.slot.theme === 'light' ? dominantColours(best.image.sample) : [];
  const facts = factsOf(domain, page, manifest?.body.toString('utf8'), markColours);
  const notSite = context.notSite() ?? home?.notSite;
  return { domain, outcome, site: home?.url, parked, ...(notSite && { notSite }), best, chosen, facts, candidates, failures, requests: context.requests(), seconds: (performance.now() - started) / 1000 };
}

/** Asks one tier's providers at once, then examines the candidates they gave that no earlier tier gave. */
async function runTier(run: RunState, tier: RunDeps['tiers'][number]): Promise<void> {
  const settled = await Promise.allSettled(tier.map((provider) => provider.run(run.context)));
  const sources: CandidateSource[] = [];
  settled.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') sources.push(...(outcome.value ?? []));
    else run.failures.push({ provider: tier[i]!.id, code: errorCodeOf(outcome.reason), message: (outcome.reason as Error).message });
  });
  const misses: TierMisses = { dark: [], colour: [] };
  const fresh = sources.filter((source, i) => !run.candidates.some((c) => c.url === source.url) && sources.findIndex((s) => s.url === source.url) === i);
  run.order.push(...fresh.map((source) => source.url));
  await forEachLimited(fresh.slice(0, run.deps.limits.maxCandidates), CANDIDATES_IN_FLIGHT, (source) => examineCandidate(run, source, misses));
  acceptDarkVersions(misses.dark, run.accepted);
  acceptInIconColours(misses.colour, run.accepted);
  ownBySameMark(run.accepted);
}

/** Fetches, decodes and scores one candidate; its report says what became of it, a discovery error included. */
async function examineCandidate(run: RunState, source: CandidateSource, misses: TierMisses): Promise<void> {
  const { deps, context, excluded } = run;
  const report: CandidateReport = { provider: source.provider, kind: source.kind, url: source.url, score: null, verdict: 'error' };
  run.candidates.push(report);
  try {
    refuseExcluded(excluded.urls.has(source.url));
    const fetched = source.inline ? undefined : await context.fetch(source.url, 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8');
    if (fetched && fetched.url !== source.url) report.location = fetched.url;
    refuseExcluded(fetched !== undefined && excluded.urls.has(fetched.url));
    const fetchedBytes = source.inline ?? fetched!.body;
    const bytes = source.tint ? tintMask(fetchedBytes, source.tint) : fetchedBytes;
    const decoded = await decodeImage(bytes, deps.limits.maxPixels, deps.render);
    refuseExcluded(excluded.hashes.size > 0 && excluded.hashes.has(createHash('sha256').update(decoded.stored).digest('hex')));
    run.decoded++;
    // A declared icon is the site's word whatever its shape: a wide one is centred on a square, not refused as a banner.
    const padded = decoded.width >= decoded.height * WIDE && DECLARED_ICON_KINDS.includes(source.kind);
    const image = padded ? await paddedToSquare(decoded, deps.limits.maxPixels, deps.render) : decoded;
    if (padded) report.padded = true;
    const wide = image.width >= image.height * WIDE;
    // Markup that shows an image in light mode is believed unless the image draws nothing but white.
    // A wide declared icon drawn mostly in white (brackets in white around a coloured slash) is the dark tab bar's.
    const forDark = source.light ? imageStats(image.sample).whiteOnly : isMarkForDark(image) || (padded && imageStats(image.sample).whiteShare >= MOSTLY_WHITE);
    const slot: Slot = { variant: wide ? 'logo' : 'icon', theme: source.dark || forDark ? 'dark' : 'light' };
    if (source.loose) report.loose = true;
    Object.assign(report, { format: image.format, width: image.format === 'svg' ? image.width : Math.round((image.width / Math.max(image.width, image.height)) * image.pixels), height: image.format === 'svg' ? image.height : Math.round((image.height / Math.max(image.width, image.height)) * image.pixels), slot });
    report.evidence = evidenceOf(source, run.names);
    // Another brand's mark is the worst answer a logo service can give: no score makes up for it.
    if (report.evidence.another.length > 0) {
      Object.assign(report, { score: 0, verdict: 'foreign-mark' });
      return;
    }
    // A wide picture is a wordmark only where the page shows its logo; from an icon link or a profile it is a banner.
    if (wide && !LOGO_SLOT_KINDS.includes(source.kind)) {
      Object.assign(report, { score: 0, verdict: 'wrong-shape' });
      return;
    }
    // A version for dark backgrounds must be the same mark as the light one (acceptDarkVersions), so the model
    // keeps its say there; the light icon the site declares is its mark.
    // A padded declared icon is the site's only word on its icon, in whichever slot its colours put it.
    const declared = (slot.theme === 'light' || padded) && (!!source.declared || DECLARED_ICON_KINDS.includes(source.kind));
    const score = (colours: readonly string[]) =>
      scoreCandidate(
        image,
        { reliability: SOURCE_RELIABILITY[source.kind], handle: source.handle, brandColours: colours, shape: slot.variant, dark: slot.theme === 'dark', domain: run.domain },
        deps.scorer,
        { pageLogo: source.kind === 'page-logo', declared },
      );
    const scored = score(slot.theme === 'dark' ? [] : run.brandColours);
    // Outside the header, where pages show others' marks (walls, footers, bands), an image is taken only as the
    // brand's own by some evidence: where there is none, a monogram is a better answer than a guess.
    if (source.kind === 'page-logo' && source.facts && !source.facts.header && !isOwn(report) && (scored.verdict === 'accepted' || scored.verdict === 'below-threshold')) {
      Object.assign(report, { score: 0, verdict: 'unowned' });
      return;
    }
    Object.assign(report, { score: scored.score, verdict: scored.verdict });
    if (scored.knownDefault) report.knownDefault = { name: scored.knownDefault.name, source: scored.knownDefault.source };
    const placed = { report, chosen: { ...report, score: scored.score, image, slot, rank: run.order.indexOf(source.url) } };
    if (scored.verdict === 'accepted') run.accepted.push(placed.chosen);
    else if (scored.verdict === 'below-threshold' && slot.theme === 'dark') misses.dark.push(placed);
    else if (scored.verdict === 'below-threshold' && run.brandColours.length === 0) misses.colour.push({ ...placed, score });
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error;
    report.error = { code: error.code, message: error.message };
  }
}

function refuseExcluded(reported: boolean): void {
  if (reported) throw new DiscoveryError('EXCLUDED', 'reported as a wrong logo of this brand (POST /v1/brand/{domain}/report)');
}

const VERDICT_REASONS: Partial<Record<Verdict | 'error', string>> = {
  'too-small': 'smaller than 16 px',
  placeholder: "a platform's default picture",
  blank: 'draws (almost) nothing',
  'wrong-shape': 'wide, but not from a place that shows the logo (a banner)',
  'foreign-mark': "another brand's sign-in or platform mark (Google, Apple, GitHub, ...) beside the logo",
  unowned: "an image of the page outside its header, with nothing saying it is the brand's own (not the link home, its words do not name the brand)",
  'ui-glyph': 'an interface glyph (menu, search, language, theme toggle, caret, arrow, RSS, a platform\'s link glyph...), not a logo',
};

/** Says, for every candidate not chosen, why: its error, a rule, the threshold, or which image won its slot. */
function explain(candidates: CandidateReport[], chosen: readonly Chosen[], threshold: number): void {
  const pixels = (c: CandidateReport) => (c.format === 'svg' ? 'vector' : `${Math.max(c.width ?? 0, c.height ?? 0)} px`);
  for (const candidate of candidates) {
    if (chosen.some((c) => c.url === candidate.url)) continue;
    if (candidate.error) candidate.reason = `${candidate.error.code}: ${candidate.error.message}`;
    else if (candidate.evidence?.another.length) candidate.reason = `another's mark: ${candidate.evidence.another.join('; ')}`;
    else if (candidate.duplicateOf) candidate.reason = `the same file as ${candidate.duplicateOf} (${candidate.location ?? candidate.url})`;
    else if (candidate.knownDefault) candidate.reason = `the ${candidate.knownDefault.name}, a default that ships with new sites (${candidate.knownDefault.source}), not the brand's own`;
    else if (candidate.verdict === 'below-threshold') candidate.reason = `score ${candidate.score} is below the threshold ${threshold}`;
    else if (candidate.verdict !== 'accepted') candidate.reason = VERDICT_REASONS[candidate.verdict];
    else {
      const winner = chosen.find((c) => c.slot.variant === candidate.slot?.variant && c.slot.theme === candidate.slot?.theme);
      candidate.reason = winner && candidate.loose && DECLARED_ICON_KINDS.includes(winner.kind)
        ? `an image of the page neither in its home link nor named as its logo (a menu's or a link's glyph, most often): the site's declared icon ${winner.url} comes first`
        : winner && !isOwn(candidate) && isOwn(winner)
        ? `nothing says it is the brand's own (not declared as its icon, not the link home, its words do not name the brand): the slot went to ${winner.url}, as ${winner.evidence!.own[0]}`
        : winner
        ? `the ${candidate.slot!.variant} (${candidate.slot!.theme}) slot went to ${winner.url} (${pixels(winner)}, score ${winner.score}; this one ${pixels(candidate)}, score ${candidate.score})`
        : 'only the first logo the page shows competes; a later one, or an og:image beside the site\'s own icons, does not';
    }
  }
}
