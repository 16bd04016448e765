// Starts the HTTP server on a port and resolves once it is accepting connections.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

export interface RunningServer {
  server: ServerType;
  port: number;
  url: string;
  close(): Promise<void>;
}

export function listen(app: Hono<AppEnv>, port: number, hostname: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
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
