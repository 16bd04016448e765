// Logo-change notices from a command: queued in state for the accounts that asked for the brand; the origin's delivery
// worker sends them at its next poll.
import { existsSync } from 'node:fs';
import { createRequestedDomains } from '../server/usage/requested-domains.ts';
import type { Root } from '../server/root.ts';
import { createLogoNotices } from '../server/webhooks/notices.ts';

/** The notice function pins and imports report changes to; state is opened by the first change, not before. */
export function queuedLogoNotices(root: Root): (domain: string, at: Date) => Promise<number> {
  let notices: Promise<ReturnType<typeof createLogoNotices> | undefined> | undefined;
  const open = async () => {
    // A folder without state.db has no account that could have asked, and an import there must not create one.
    if (!root.config.stateUrl && !existsSync(root.config.statePath)) return undefined;
    const state = await root.state();
    return createLogoNotices({ store: state.webhooks, requested: createRequestedDomains({ store: state.requestedDomains, logger: root.logger }), wake: () => {} });
  };
  return async function logoChanged(domain, at) {
    notices ??= open();
    return (await notices)?.(domain, at) ?? 0;
  };
}
