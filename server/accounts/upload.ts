// Reads an uploaded logo from a request body, bounded in bytes before it is read whole, and checks it (or a form's
// file) with discovery's own steps (pipeline/logo/upload.ts); a refusal is a 400 or 413 naming the body or field.
import type { Context } from 'hono';
import type { DecodedImage } from '../../pipeline/discovery/image/decode.ts';
import { acceptLogo, InvalidLogoError } from '../../pipeline/logo/upload.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

export async function uploadedLogo(c: Context, deps: Deps): Promise<DecodedImage> {
  const what = 'body (the logo file)';
  return checkedLogo(await boundedBody(c, deps.config.discovery.maxBytes, what), deps, what);
}

/** A logo file already read (the body, or a form's file field) through the same checks; `what` names it in errors. */
export async function checkedLogo(bytes: Buffer, deps: Deps, what: string): Promise<DecodedImage> {
  const maxBytes = deps.config.discovery.maxBytes;
  try {
    return await acceptLogo(bytes, { maxBytes, maxPixels: deps.config.discovery.maxPixels }, deps.renderPool.render);
  } catch (error) {
    if (error instanceof InvalidLogoError) throw error.tooLarge ? tooLarge(what, maxBytes, `${bytes.length}`) : new ApiError(400, 'INVALID_IMAGE', `${what}: ${error.message}`);
    throw error;
  }
}

export const tooLarge = (what: string, maxBytes: number, got: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', `${what} must be at most ${maxBytes} bytes, got ${got}`);

/** The request body, refused with 413 as soon as it is known to exceed `maxBytes` (declared or read). */
export async function boundedBody(c: Context, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(what, maxBytes, `${declared}`);
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(what, maxBytes, 'more');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
