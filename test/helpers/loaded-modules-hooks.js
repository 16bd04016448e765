// The module hooks of loaded-modules.js: each module's URL is appended to the file as it loads.
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  if (file) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
