// A webhook receiver: a real https server on 127.0.0.1 with a self-signed certificate for hooks-test.com, made by
// openssl here; an origin trusts it only through WEBHOOK_CA_FILE and reaches it only through WEBHOOK_ALLOW.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tempDataDir } from './origin.ts';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpsReceiver {
  port: number;
  /** The certificate to trust (WEBHOOK_CA_FILE). */
  caFile: string;
  /** Every POST received, in order. */
  received: Received[];
  /** Statuses to answer the next requests with, in order; 204 once they are used up. */
  answers: number[];
  /** What an origin needs to deliver here: the CA file and the allowed address. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A key and a certificate for hooks-test.com, signed by themselves, as `openssl req -x509` makes them. */
function selfSigned(openssl: string): { keyFile: string; certFile: string } {
  const dir = tempDataDir();
  const keyFile = join(dir, 'receiver.key');
  const certFile = join(dir, 'receiver.crt');
  const made = spawnSync(openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=hooks-test.com', '-addext', 'subjectAltName=DNS:hooks-test.com', '-keyout', keyFile, '-out', certFile], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { keyFile, certFile };
}

export async function startHttpsReceiver(openssl: string): Promise<HttpsReceiver> {
  const { keyFile, certFile } = selfSigned(openssl);
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    caFile: certFile,
    received,
    answers,
    env: { WEBHOOK_CA_FILE: certFile, WEBHOOK_ALLOW: `127.0.0.1:${port}`, WEBHOOK_PORTS: String(port) },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
