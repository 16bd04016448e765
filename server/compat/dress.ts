// The native answer as the peer's client expects it, the same for the Hono route and the hot path: the native URL in
// a Link header, a PNG in an ICO container, or the brand record as besticon's icon list.
import type { HttpAnswer } from '../http/respond.ts';
import { icoEtag, icoOfPng } from './ico.ts';
import type { Translation } from './translation.ts';

// The hot path hands the same cached buffer on every hit: its ICO is made once.
const icos = new WeakMap<Uint8Array, Uint8Array>();

export function dressAnswer(answer: HttpAnswer, translation: Translation): HttpAnswer {
  answer.headers['Link'] = `<${translation.canonical}>; rel="canonical"`;
  if (translation.dress !== 'ico') return answer;
  if (answer.headers['ETag']) answer.headers['ETag'] = icoEtag(answer.headers['ETag']);
  if (answer.status !== 200 || answer.headers['Content-Type'] !== 'image/png') return answer;
  // HEAD too: the headers GET would send.
  answer.headers['Content-Type'] = 'image/x-icon';
  if (answer.body === null) return answer;
  let ico = icos.get(answer.body);
  if (!ico) icos.set(answer.body, (ico = icoOfPng(answer.body)));
  return { status: 200, headers: answer.headers, body: ico };
}

interface BrandRecord {
  domain: string;
  logos: { variant: string; theme: string; format: string; width: number | null; height: number | null }[];
}

/**
 * besticon's /allicons.json body: every stored icon of the brand as a native URL on `origin` (PUBLIC_URL: an answer a
 * shared cache may keep never names the Host a caller sent); an unknown site has none.
 */
export function allIcons(status: number, brand: BrandRecord | undefined, domain: string, origin: string): { status: number; body: unknown } | undefined {
  if (status === 404) return { status: 200, body: { url: `https://${domain}`, icons: [] } };
  if (status !== 200 || !brand) return undefined;
  const icons = brand.logos.map((logo) => ({
    url: `${origin}/v1/${brand.domain}?variant=${logo.variant}&theme=${logo.theme}&format=png`,
    width: logo.width,
    height: logo.height,
    format: 'png',
    variant: logo.variant,
    theme: logo.theme,
  }));
  return { status: 200, body: { url: `https://${brand.domain}`, icons } };
}
