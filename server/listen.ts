// Starts the HTTP server on a port and resolves once it is accepting connections; closes it within a deadline.
import { serve, type ServerType } from '@hono/node-server';
import { createServer as createHttpServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { AppEnv } from './gate/request-context.ts';
import { withFastPath, type FastPath } from './logo/fast-path.ts';

export interface RunningServer {
  server: ServerType;
  port: number;
  url: string;
  /**
   * Stops accepting connections and closes idle ones at once; requests in flight may finish for `graceMs`, then every
   * connection is cut, so one slow client cannot hold a restart (default: wait for them all).
   */
  close(graceMs?: number): Promise<void>;
}

/** While closing, keep-alive connections that finish their request are closed this often, not left to time out. */
const IDLE_SWEEP_MS = 100;

/** With a fast path, it sees each request first and hands what it does not answer to the app. */
export function listen(app: Hono<AppEnv>, port: number, hostname: string, fastPath?: FastPath): Promise<RunningServer> {
  // serve() always calls it as (options, listener), so the one overload suffices.
  const createServer =
    fastPath && (((options: ServerOptions, listener: RequestListener) => createHttpServer(options, withFastPath(fastPath, listener))) as typeof createHttpServer);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname, ...(createServer && { createServer }) }, (info: AddressInfo) => {
      const host = hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
      resolve({ server, port: info.port, url: `http://${host}:${info.port}`, close: (graceMs) => closeServer(server as Server, graceMs) });
    });
    server.once('error', reject);
  });
}

function closeServer(server: Server, graceMs = Number.POSITIVE_INFINITY): Promise<void> {
  return new Promise<void>((done) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = Number.isFinite(graceMs) ? setTimeout(() => server.closeAllConnections(), graceMs) : undefined;
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      done();
    });
    server.closeIdleConnections();
  });
}
