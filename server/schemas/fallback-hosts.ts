// Request and response bodies of an account's fallback hosts (/v1/me/fallback-hosts).
import { z } from '@hono/zod-openapi';

/** Hosts one account may list: enough for its CDNs and sites, few enough to read at each redirect. */
export const MAX_FALLBACK_HOSTS = 20;

// A public host name (a dot, no port), or `*.` and one for every subdomain.
const HOST = /^(\*\.)?(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const got = (input: unknown) => JSON.stringify(String(input).slice(0, 100));

export const fallbackHostsSchema = z
  .object({
    hosts: z
      .array(
        z
          .string({ error: (issue) => `each of hosts must be a string, got ${got(issue.input)}` })
          .trim()
          .toLowerCase()
          .regex(HOST, { error: (issue) => `each of hosts must be a host name such as cdn.example.com or *.example.com (no scheme, port or path), got ${got(issue.input)}` }),
        { error: (issue) => (issue.input === undefined ? 'hosts is required: an array of host names, [] for any public host' : 'hosts must be an array of host names') },
      )
      .max(MAX_FALLBACK_HOSTS, { error: (issue) => `hosts must hold at most ${MAX_FALLBACK_HOSTS} hosts, got ${(issue.input as unknown[]).length}` })
      .transform((hosts) => [...new Set(hosts)].sort())
      .openapi({
        description: `0 to ${MAX_FALLBACK_HOSTS} hosts that fallback=<URL> may redirect to for this account: a host, or *. and a domain for its subdomains; [] allows any public host`,
        example: ['cdn.example.com', '*.assets.example.com'],
      }),
  })
  .openapi('FallbackHosts');
