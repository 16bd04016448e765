// What a logo request names once its route has resolved it (a domain, a brand found by name or ticker, a coin), and
// the plan each kind gets: the brand's logo, or what `fallback` asks for when there is none.
import type { Catalog } from '../../catalog/catalog.ts';
import type { Asset } from '../../catalog/types.ts';
import { planAssets, planFallback, planLogo, type LogoPlan } from './plan.ts';
import type { LogoRequest } from './request.ts';

/** Placeholder seeds of a name or ticker that matched no brand ("name:acme", "ticker:zzzz"): not domains. */
export const NAME_SEED_PREFIX = 'name:';
export const TICKER_SEED_PREFIX = 'ticker:';

/** When nothing answers: the placeholder's seed, the text its letter comes from, and what is missing (for a 404). */
interface Unmatched {
  seed: string;
  label: string;
  missing: string;
}

export type LogoSubject =
  /** A normalised domain, asked for directly: without a logo it is offered to discovery. */
  | { kind: 'domain'; domain: string }
  /** A brand resolved by name or ticker; `domain` undefined when nothing matched confidently. */
  | ({ kind: 'brand'; domain: string | undefined } & Unmatched)
  /** An icon outside the brand catalog (a coin's), under its id ("crypto:btc"); `asset` undefined when unknown. */
  | ({ kind: 'coin'; id: string; asset: Asset | undefined } & Unmatched);

/** Everything a logo request may ask but what it names. */
export type LogoOptions = Omit<LogoRequest, 'domain'>;

export interface SubjectPlan {
  plan: LogoPlan;
  /** The brand whose own logo answers: served, it counts toward the brand's demand. */
  demand?: string;
  /** The domain with no logo yet: served, it is offered to discovery. */
  discover?: string;
}

export function planSubject(catalog: Catalog, subject: LogoSubject, options: LogoOptions): SubjectPlan {
  if (subject.kind === 'domain') {
    const plan = planLogo(catalog, { ...options, domain: subject.domain });
    if (plan.kind === 'asset') return { plan, demand: plan.asset.domain };
    return plan.kind === 'not-found' ? { plan } : { plan, discover: subject.domain };
  }
  const placeholder = { seed: subject.seed, label: subject.label };
  if (subject.kind === 'coin') {
    const request = { ...options, domain: subject.id };
    return { plan: subject.asset ? planAssets([subject.asset], request) : planFallback(request, subject.missing, placeholder) };
  }
  const plan = subject.domain ? planLogo(catalog, { ...options, domain: subject.domain }) : planFallback({ ...options, domain: subject.seed }, subject.missing, placeholder);
  return plan.kind === 'asset' ? { plan, demand: plan.asset.domain } : { plan };
}
