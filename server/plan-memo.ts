// Remembers the plan for a request URL until the catalog changes, so a repeated logo request skips parsing and lookups.
import type { Catalog } from '../catalog/catalog.ts';
import type { AssetPlan, MonogramPlan } from '../pipeline/logo/plan.ts';

export interface MemoisedPlan {
  plan: AssetPlan | MonogramPlan;
  negotiated: boolean;
}

export type PlanMemo = ReturnType<typeof createPlanMemo>;

export function createPlanMemo(catalog: Catalog, limit = 10_000) {
  const entries = new Map<string, MemoisedPlan>();
  let generation = catalog.generation();

  const current = () => {
    const now = catalog.generation();
    if (now !== generation) {
      entries.clear();
      generation = now;
    }
  };

  return {
    get(key: string): MemoisedPlan | undefined {
      current();
      return entries.get(key);
    },
    set(key: string, value: MemoisedPlan): void {
      current();
      // Clearing at the bound keeps memory fixed; the hot set refills within a few requests.
      if (entries.size >= limit) entries.clear();
      entries.set(key, value);
    },
  };
}
