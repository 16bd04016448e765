// A TCP listener on 127.0.0.1 standing in for a server a command must not reach: it counts connections, never answers.
import { createServer, type Server, type Socket } from 'node:net';

export interface RecordingListener {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

export async function recordingListener(): Promise<RecordingListener> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port free on 127.0.0.1 a moment ago, for an origin whose PUBLIC_URL must name its port before it listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
