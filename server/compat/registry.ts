// The peers, one file each, and how a request finds its peer: by the host COMPAT_HOSTS maps to one (its URLs at the
// root), else by the path it is mounted at. Off a mapped host, mounts are tried in this order.
import { besticon } from './besticon.ts';
import { brandfetch } from './brandfetch.ts';
import { clearbit } from './clearbit.ts';
import { duckduckgo } from './duckduckgo.ts';
import { google } from './google.ts';
import type { CompatServiceId } from './ids.ts';
import { logodev } from './logodev.ts';
import type { CompatService } from './translation.ts';
import { unavatar } from './unavatar.ts';

export const COMPAT_SERVICES: Record<CompatServiceId, CompatService> = { clearbit, logodev, brandfetch, google, duckduckgo, besticon, unavatar };

export interface Found {
  service: CompatService;
  /** The path in the peer's own form, as at the root of its host. */
  path: string;
}

/** The peer of a path on a host mapped to `hostService` (undefined: any other host); undefined when none claims it. */
export function compatPathOf(pathname: string, hostService: CompatServiceId | undefined): Found | undefined {
  if (hostService !== undefined) return { service: COMPAT_SERVICES[hostService], path: pathname };
  for (const service of Object.values(COMPAT_SERVICES)) {
    for (const mount of service.mounts) {
      if (pathname === mount.path || pathname.startsWith(`${mount.path}/`)) return { service, path: mount.strip ? pathname.slice(mount.path.length) : pathname };
    }
  }
  return undefined;
}

/** Every mount, for the router: the prefixes the compat routes are registered at. */
export const COMPAT_MOUNTS: readonly string[] = Object.values(COMPAT_SERVICES).flatMap((service) => service.mounts.map((mount) => mount.path));
