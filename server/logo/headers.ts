// The HTTP form of a logo answer: status, body and the headers that say what was served and who may cache it.
// Shared by the Hono routes (logo/serve.ts) and the hot path (fast-path.ts), so both send the same bytes and headers.
import type { LogoReply } from '../../pipeline/logo/answer.ts';
import { gatedCaching } from '../http/cache-policy.ts';
import type { Caller } from '../gate/request-context.ts';
import type { HeaderRecord, HttpAnswer } from '../http/respond.ts';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
export const SVG_WITH_RASTER_CSP = `${SVG_CSP}; img-src data:`;

/** The headers depend on who asked (the cache policy of keyed answers), so they are built once the gate has passed. */
export function logoHttpAnswer(reply: LogoReply, caller: Caller | undefined): HttpAnswer {
  const { facts } = reply;
  if (reply.status === 302) {
    const headers: HeaderRecord = { Location: reply.location!, ...gatedCaching(caller, facts.cacheControl), 'X-Logo-Source': reply.source };
    if (facts.brand) headers['X-Logo-Domain'] = facts.brand;
    return { status: 302, headers, body: null };
  }
  const headers: HeaderRecord = {
    ETag: facts.etag,
    ...gatedCaching(caller, facts.cacheControl, facts.negotiated ? 'Accept' : undefined),
    'X-Content-Type-Options': 'nosniff',
  };
  // How the bytes were made is known only when they are sent; a 304's headers replace a cache's stored ones, so it
  // leaves the 200's (prebuilt, rendered) as they are.
  if (reply.status !== 304) headers['X-Logo-Source'] = reply.source;
  if (facts.brand) headers['X-Logo-Domain'] = facts.brand;
  if (facts.variant) headers['X-Logo-Variant'] = facts.variant;
  if (facts.theme) headers['X-Logo-Theme'] = facts.theme;
  if (facts.upscaled) headers['X-Logo-Upscaled'] = facts.upscaled;
  if (facts.override) headers['X-Logo-Override'] = facts.override;
  if (facts.svg) headers['Content-Security-Policy'] = facts.svg.embedsRaster ? SVG_WITH_RASTER_CSP : SVG_CSP;
  if (reply.status === 200) headers['Content-Type'] = facts.contentType;
  return { status: reply.status, headers, body: reply.body };
}
