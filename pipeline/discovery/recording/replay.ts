// Serves recordings offline on 127.0.0.1 to the real discovery path: one plain-HTTP port per recorded scheme (the safe
// agent's replay mode sends every connection there), answers looked up by scheme, Host and path, and a strict resolver
// that knows exactly the recorded hosts, so nothing else is ever looked up. A host whose requests all failed stays
// unknown (it did not resolve when recorded, or discovery meets the same failure).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refusingResolver, withFixedAddresses, type Resolver, type TxtResolver } from '../net/resolver.ts';
import type { StoredRecording } from './format.ts';

export interface ReplayServer {
  ports: { 'http:': number; 'https:': number };
  /** Recorded hosts at 127.0.0.1; every other name refused. */
  resolver: Resolver;
  /** The recorded TXT answers; a name never looked up answers none. */
  resolveTxt: TxtResolver;
  /** "127.0.0.1:<port>" for both ports, for DISCOVERY_ALLOW. */
  allow: string[];
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

export async function startReplay(recordings: readonly StoredRecording[]): Promise<ReplayServer> {
  const answers = new Map<string, { recording: StoredRecording; index: number }>();
  const hosts = new Set<string>();
  const txt = new Map<string, string[][]>();
  for (const recording of recordings) {
    recording.recording.exchanges.forEach((exchange, index) => {
      const url = new URL(exchange.url);
      const key = `${url.protocol}//${url.host}${url.pathname}${url.search}`;
      // The first answer recorded for a URL is what it answered; later fetches of it were the same request.
      if (!answers.has(key)) answers.set(key, { recording, index });
      if (exchange.status !== undefined) hosts.add(url.hostname);
    });
    for (const { name, records } of recording.recording.txt) txt.set(name.toLowerCase(), records);
  }
  const serve = (scheme: 'http:' | 'https:') =>
    createServer((request, response) => {
      const found = answers.get(`${scheme}//${request.headers.host ?? ''}${request.url ?? '/'}`);
      if (!found) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not in the recording');
        return;
      }
      const exchange = found.recording.recording.exchanges[found.index]!;
      // A request that got no answer when recorded gets none now.
      if (exchange.status === undefined) return void request.socket.destroy();
      response.writeHead(exchange.status, exchange.headers).end(exchange.body ? found.recording.body(exchange.body) : undefined);
    });
  const servers = [serve('http:'), serve('https:')];
  for (const server of servers) {
    server.keepAliveTimeout = 500;
    await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  }
  const [http, https] = servers.map((server) => (server.address() as AddressInfo).port) as [number, number];
  return {
    ports: { 'http:': http, 'https:': https },
    resolver: withFixedAddresses(Object.fromEntries([...hosts].map((host) => [host, LOOPBACK])), refusingResolver),
    resolveTxt: async (name) => txt.get(name.toLowerCase()) ?? [],
    allow: [`${LOOPBACK}:${http}`, `${LOOPBACK}:${https}`],
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
