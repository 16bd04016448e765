// One origin for the compat tests: the seed (tickers, coins) plus brands with known variants, and a table runner that
// checks a peer's URL answers the same status and bytes as the native URL it translates to.
import { expect } from 'vitest';
import type { Resolver } from '../../../pipeline/discovery/net/resolver.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK, WORDMARK } from '../../helpers/small-catalog.ts';

export const HOSTS = 'logo.test=clearbit,img.test=logodev,cdn.test=brandfetch,icons.test=unavatar,favicons.test=google';

// Fallback URLs are checked against the addresses their host resolves to; this one is public.
const resolver: Resolver = async (hostname) => {
  if (hostname !== 'cdn.example.com') throw new Error(`no test address for ${hostname}`);
  return [{ address: '93.184.215.14', family: 4 as const }];
};

export async function compatOrigin(env: Record<string, string> = {}): Promise<TestOrigin> {
  const origin = await createTestOrigin({ env: { COMPAT_HOSTS: HOSTS, ...env }, resolver });
  await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB'), logo: WORDMARK('#1F6FEB') });
  await addBrand(origin, 'wordy.com', { logo: WORDMARK('#D73A49') });
  return origin;
}

export const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** [peer URL, native URL it stands for]: same status, type and bytes, and the native URL as the canonical link. */
export async function expectSameAsNative(origin: TestOrigin, compat: string, native: string, init?: RequestInit): Promise<Response> {
  const [peer, own] = [await origin.request(compat, init), await origin.request(native, init)];
  expect({ compat, status: peer.status }).toEqual({ compat, status: own.status });
  expect(peer.headers.get('content-type')).toBe(own.headers.get('content-type'));
  expect(peer.headers.get('etag')).toBe(own.headers.get('etag'));
  expect(peer.headers.get('link')).toBe(`<${native.replace(/[?&]token=[^&]*/, '')}>; rel="canonical"`);
  const [a, b] = [await bytesOf(peer), await bytesOf(own)];
  expect(a.equals(b), `${compat} and ${native} differ in bytes`).toBe(true);
  return peer;
}

/** A 400 INVALID_PARAMETER (or the code given) whose message names the peer's parameter. */
export async function expectRefused(origin: TestOrigin, compat: string, parameter: string, code = 'INVALID_PARAMETER'): Promise<void> {
  const response = await origin.request(compat);
  const body = (await response.json()) as { code: string; message: string };
  expect({ compat, status: response.status, code: body.code }).toEqual({ compat, status: 400, code });
  expect(body.message).toContain(parameter);
}
