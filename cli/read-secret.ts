// Reading a secret for a command: the first line of a pipe, or typed at a terminal prompt without echo.
import type { ReadStream } from 'node:tty';

export async function firstLineOf(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0]!;
}

/** Echo is off while typing, so the secret stays out of the terminal's scrollback. */
export function promptHidden(prompt: string, input: ReadStream, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    // Echo goes off before the prompt appears, so even a paste that races the prompt is not shown.
    input.setRawMode(true);
    input.setEncoding('utf8');
    output.write(prompt);
    input.on('data', onData);
    input.resume();
  });
}
