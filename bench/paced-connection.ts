// One keep-alive HTTP/1.1 connection of the paced load generator, on a raw socket: the request is a prebuilt buffer and
// the answer is read just far enough to find its end (status line, Content-Length). node:http's client cost 130–180 µs
// of the generator's CPU per request and its garbage-collection pauses showed up as late sends; this costs a fraction.
import { connect, type Socket } from 'node:net';

/** Called with the answer's status (0 for a transport error or an answer this reader cannot delimit). */
export type Answered = (status: number) => void;

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;

export function requestBytes(url: URL, headers: Record<string, string>): Buffer {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** Sends one request at a time in order (no pipelining): a request due while one is in flight waits its turn. */
export class PacedConnection {
  private socket: Socket | undefined;
  private readonly queue: Answered[] = [];
  private inFlight: Answered | undefined;
  private buffered: Buffer | undefined;
  /** Body bytes of the current answer still to come, or -1 while its head is incomplete. */
  private bodyLeft = -1;
  private status = 0;
  private closed = false;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly request: Buffer,
  ) {}

  send(answered: Answered): void {
    this.queue.push(answered);
    if (!this.inFlight) this.next();
  }

  /** Ends the connection; requests still waiting are dropped, not sent on a new one. */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.socket?.destroy();
    this.socket = undefined;
  }

  private next(): void {
    if (this.closed) return;
    const answered = this.queue.shift();
    if (!answered) return;
    this.inFlight = answered;
    this.bodyLeft = -1;
    (this.socket ??= this.open()).write(this.request);
  }

  private open(): Socket {
    const socket = connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    // A closed or broken connection fails the request in flight; the next one opens a new connection.
    socket.on('close', () => {
      if (this.socket === socket) this.socket = undefined;
      this.buffered = undefined;
      this.done(0);
    });
    socket.on('error', () => {});
    return socket;
  }

  private read(chunk: Buffer): void {
    let data = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    this.buffered = undefined;
    while (data.length > 0 && this.inFlight) {
      if (this.bodyLeft === -1) {
        const end = data.indexOf(HEADER_END);
        if (end === -1) {
          this.buffered = data;
          return;
        }
        const head = data.toString('latin1', 0, end);
        this.status = Number(head.slice(9, 12));
        const length = CONTENT_LENGTH.exec(head);
        // The servers measured always send Content-Length; an answer without one cannot be delimited here.
        if (!length && this.status !== 304 && this.status !== 204) {
          this.socket?.destroy();
          return;
        }
        this.bodyLeft = this.status === 304 || this.status === 204 ? 0 : Number(length![1]);
        data = data.subarray(end + HEADER_END.length);
      }
      const taken = Math.min(this.bodyLeft, data.length);
      this.bodyLeft -= taken;
      data = data.subarray(taken);
      if (this.bodyLeft === 0) this.done(this.status);
    }
  }

  private done(status: number): void {
    const answered = this.inFlight;
    if (!answered) return;
    this.inFlight = undefined;
    answered(status);
    this.next();
  }
}
