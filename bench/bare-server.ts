// Baseline for the origin: a bare node:http server answering one image from memory.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType, port] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
