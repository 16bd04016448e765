// A real DNS server on 127.0.0.1 (UDP) answering TXT questions from a table, so BIMI lookups go through the same
// resolver code as in production, just pointed at this server.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as packet from 'dns-packet';

export interface FakeDns {
  /** "127.0.0.1:<port>", for DISCOVERY_DNS_SERVERS. */
  server: string;
  /** TXT records per name (each record a string). */
  txt: Map<string, string[]>;
  questions: string[];
  close(): Promise<void>;
}

export async function startFakeDns(): Promise<FakeDns> {
  const txt = new Map<string, string[]>();
  const questions: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = packet.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(`${question.type} ${question.name}`);
    const records = question.type === 'TXT' ? txt.get(question.name.toLowerCase()) : undefined;
    const answer = packet.encode({
      type: 'response',
      id: query.id,
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (records ? 0 : 3), // rcode 3: NXDOMAIN
      questions: [question],
      answers: (records ?? []).map((data) => ({ type: 'TXT' as const, name: question.name, ttl: 60, class: 'IN' as const, data })),
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, txt, questions, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}
