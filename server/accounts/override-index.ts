// Accounts' own logos: an in-memory index of every override (loaded from state, reloaded every OVERRIDES_POLL), and
// the one function that puts an account's override in place of the public logo, called where a logo's plan is made.
import type { Asset, Variant } from '../../catalog/types.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { LogoCaller } from '../../pipeline/logo/answer.ts';
import { planAssets, type AnsweringPlan } from '../../pipeline/logo/plan.ts';
import { DEFAULT_LOGO_REQUEST } from '../../pipeline/logo/request.ts';
import type { LogoOverride, OverridesStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';

/** The provenance source of an override: never prebuilt, never shared (X-Logo-Override: account). */
export const OVERRIDE_SOURCE = 'override';

export type Overrides = ReturnType<typeof createOverrides>;

export function createOverrides(options: { store: OverridesStore; catalog: Catalog; logger: Logger; pollMs: number }) {
  const { store, catalog, logger, pollMs } = options;
  let byDomain = new Map<string, Map<string, LogoOverride>>();
  let accounts = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const index = (all: readonly LogoOverride[]) => {
    const next = new Map<string, Map<string, LogoOverride>>();
    const owners = new Set<string>();
    for (const override of all) {
      owners.add(override.accountId);
      let ofDomain = next.get(override.domain);
      if (!ofDomain) next.set(override.domain, (ofDomain = new Map()));
      ofDomain.set(override.accountId, override);
    }
    byDomain = next;
    accounts = owners;
  };
  const everyOverride = () => [...byDomain.values()].flatMap((ofDomain) => [...ofDomain.values()]);
  const reload = async () => {
    try {
      index(await store.all());
    } catch (error) {
      logger.warn('overrides unreadable; the previous ones are served', { error: (error as Error).message });
    }
  };
  const brandOf = (plan: AnsweringPlan) => brandOfPlan(catalog, plan);

  return {
    reload,
    start(): void {
      timer ??= setInterval(() => void reload(), pollMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
    /** This origin's own change, served at once (other origins see it at their next reload). */
    noteStored(override: LogoOverride): void {
      index([...everyOverride().filter((o) => o.accountId !== override.accountId || o.domain !== override.domain), override]);
    },
    noteRemoved(accountId: string, domain: string): void {
      index(everyOverride().filter((o) => o.accountId !== accountId || o.domain !== domain));
    },
    /** Whether the account has an override of any domain: the edge then answers its keys from the origin. */
    hasAny(accountId: string): boolean {
      return accounts.has(accountId);
    },
    /** The caller's own logo in place of the plan, for its account's keys; everyone else gets the plan as it is. */
    apply(plan: AnsweringPlan, caller: LogoCaller | undefined): AnsweringPlan {
      // Only a caller behind an API key, or a page of an origin its account registered, carries its account.
      if (byDomain.size === 0 || !caller?.account) return plan;
      const override = byDomain.get(brandOf(plan))?.get(caller.account.id);
      if (!override) return plan;
      // A placeholder planned for a request that named no format is SVG; a logo for it is in the default format.
      const request = plan.kind !== 'asset' && plan.request.monogramFormat ? { ...plan.request, format: DEFAULT_LOGO_REQUEST.format } : plan.request;
      const planned = planAssets([assetOf(override, request.variant)], request);
      return planned.kind === 'not-found' ? plan : planned;
    },
  };
}


/** The brand a plan answers for: the asset's brand, or the (primary of the) domain a placeholder was planned for. */
function brandOfPlan(catalog: Catalog, plan: AnsweringPlan): string {
  return plan.kind === 'asset' ? plan.asset.domain : (catalog.lookup(plan.request.domain).primary ?? plan.request.domain);
}

/** One image answers every variant the account asks for; dark themes recolour it as any light logo. */
function assetOf(override: LogoOverride, variant: Variant): Asset {
  return {
    domain: override.domain,
    variant,
    theme: 'light',
    format: override.format as Asset['format'],
    storageKey: override.storageKey,
    contentHash: override.contentHash,
    width: override.width,
    height: override.height,
    provenance: { source: OVERRIDE_SOURCE, by: `account:${override.accountId}` },
  };
}
