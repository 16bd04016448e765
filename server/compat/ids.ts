// The peers whose URL forms the origin answers, and COMPAT_HOSTS: which host names answer one of them at the root.
export const COMPAT_SERVICE_IDS = ['clearbit', 'logodev', 'brandfetch', 'google', 'duckduckgo', 'besticon', 'unavatar'] as const;
export type CompatServiceId = (typeof COMPAT_SERVICE_IDS)[number];

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** "logo.example.com=clearbit,img.example.com=logodev" as a map of lower-case host names; throws naming the bad entry. */
export function parseCompatHosts(value: string): ReadonlyMap<string, CompatServiceId> {
  const hosts = new Map<string, CompatServiceId>();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [rawHost = '', service = '', extra] = entry.split('=').map((part) => part.trim());
    const host = rawHost.toLowerCase();
    if (extra !== undefined || !HOST.test(host) || !(COMPAT_SERVICE_IDS as readonly string[]).includes(service)) {
      throw new Error(`must be comma-separated host=service pairs with service one of ${COMPAT_SERVICE_IDS.join(', ')}, got ${JSON.stringify(entry)}`);
    }
    if (hosts.has(host)) throw new Error(`names the host ${host} twice`);
    hosts.set(host, service as CompatServiceId);
  }
  return hosts;
}
