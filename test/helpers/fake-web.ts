// A real HTTP server on 127.0.0.1 standing in for websites and social platforms: tests register what each host and
// path answers. Sites are told apart by the Host header (names resolve to 127.0.0.1 through the test resolver).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../../pipeline/discovery/net/resolver.ts';

export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => void;
export interface FakeBody {
  body: string | Buffer;
  type?: string;
  status?: number;
  headers?: Record<string, string>;
}

export interface FakeWeb {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Registers an answer for host + path ("*" matches any host). */
  on(host: string, path: string, answer: FakeBody | FakeHandler): void;
  hits: string[];
  close(): Promise<void>;
}

export async function startFakeWeb(): Promise<FakeWeb> {
  const routes = new Map<string, FakeBody | FakeHandler>();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = request.url ?? '/';
    hits.push(`${host}${path}`);
    const answer = routes.get(`${host} ${path}`) ?? routes.get(`* ${path}`);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (typeof answer === 'function') return answer(request, response);
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...answer.headers }).end(answer.body);
  });
  // Keep-alive sockets of the client would hold close() open; tests end promptly instead.
  server.keepAliveTimeout = 500;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    on: (host, path, answer) => void routes.set(`${host} ${path}`, answer),
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Names ending in ".test.com"-style test domains resolve to 127.0.0.1; nothing else is ever looked up for real. */
export function testResolver(extra: Record<string, string[]> = {}): Resolver {
  return async function resolve(hostname) {
    const mapped = extra[hostname];
    if (mapped) return mapped.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (/-test\.com$/.test(hostname)) return [{ address: '127.0.0.1', family: 4 }];
    throw new Error(`the test resolver knows no ${hostname}`);
  };
}

/** Environment that points discovery at the fake: its port allowed, every platform's base URL under its origin. */
export function fakeDiscoveryEnv(fake: FakeWeb, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DISCOVERY_ALLOW: `127.0.0.1:${fake.port}`,
    // Names the test does not answer are refused, never sent to real DNS (and no BIMI lookup leaves the machine).
    DISCOVERY_RESOLVE_STRICT: 'on',
    DISCOVERY_SITE_URL: `http://{domain}:${fake.port}/`,
    DISCOVERY_GITHUB_URL: `${fake.origin}/github`,
    DISCOVERY_X_URL: `${fake.origin}/x`,
    DISCOVERY_LINKEDIN_URL: `${fake.origin}/linkedin`,
    DISCOVERY_FACEBOOK_URL: `${fake.origin}/facebook`,
    DISCOVERY_INSTAGRAM_URL: `${fake.origin}/instagram`,
    DISCOVERY_YOUTUBE_URL: `${fake.origin}/youtube`,
    DISCOVERY_CONNECT_TIMEOUT_MS: '1000',
    DISCOVERY_REQUEST_TIMEOUT_MS: '1500',
    DISCOVERY_DOMAIN_TIMEOUT_MS: '8000',
    ...extra,
  };
}
