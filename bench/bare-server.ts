// Baseline for the origin: a bare node:http server answering the same bytes with the same response headers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersJson] = process.argv.slice(2) as [string, string];
const body = readFileSync(file);
const headers = JSON.parse(headersJson) as Record<string, string>;
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
