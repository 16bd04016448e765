// Starts the HTTP server on a port and resolves once it is accepting connections.
import { serve, type ServerType } from '@hono/node-server';
import { createServer as createHttpServer, type RequestListener, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { withFastPath, type FastPath } from './fast-path.ts';

export interface RunningServer {
  server: ServerType;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** With a fast path, it sees each request first and hands what it does not answer to the app. */
export function listen(app: Hono<AppEnv>, port: number, hostname: string, fastPath?: FastPath): Promise<RunningServer> {
  // serve() always calls it as (options, listener), so the one overload suffices.
  const createServer =
    fastPath && (((options: ServerOptions, listener: RequestListener) => createHttpServer(options, withFastPath(fastPath, listener))) as typeof createHttpServer);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname, ...(createServer && { createServer }) }, (info: AddressInfo) => {
      const host = hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
      resolve({
        server,
        port: info.port,
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
