// Safari's pinned-tab icon (<link rel="mask-icon" color="...">) is a declared own icon: a one-colour silhouette that
// stands in when the site declares nothing else, painted in its colour as Safari paints it, and never preferred over
// a coloured icon. Discovered over HTTP on 127.0.0.1 through the real discovery path.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

// As favicon generators export it: potrace output in points, flipped by a transform, drawn in black.
const PINNED_TAB = `<?xml version="1.0" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 20010904//EN"
 "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd">
<svg version="1.0" xmlns="http://www.w3.org/2000/svg"
 width="512.000000pt" height="512.000000pt" viewBox="0 0 512.000000 512.000000"
 preserveAspectRatio="xMidYMid meet">
<metadata>
Created by potrace 1.14, written by Peter Selinger 2001-2017
</metadata>
<g transform="translate(0.000000,512.000000) scale(0.100000,-0.100000)"
fill="#000000" stroke="none">
<path d="M560 4560 l0 -4000 4000 0 0 4000 -4000 0z m3000 -1000 l0 -2000 -2000 0 0 2000 2000 0z"/>
</g>
</svg>
`;

const head = (links: string) => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Tippspiel</title>${links}<meta name="theme-color" content="#ffffff"></head><body><div id="app"></div></body></html>`;

let fake: FakeWeb;
let origin: TestOrigin;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeWeb();
  // Only the pinned-tab icon is declared, and /favicon.ico is missing, as on a site whose other icons are built away.
  fake.on('pinnedonly-test.com', '/', { body: head('<link rel="mask-icon" color="#c01c00" href="/assets/safari-pinned-tab.dd7206d3.svg" />') });
  fake.on('pinnedonly-test.com', '/assets/safari-pinned-tab.dd7206d3.svg', { body: PINNED_TAB, type: 'image/svg+xml' });
  // The usual set: a coloured touch icon beside the mask, served with a wrong content type.
  fake.on('pinnedtoo-test.com', '/', { body: head('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png"><link rel="mask-icon" href="/safari-pinned-tab.svg" color="#5bbad5">') });
  fake.on('pinnedtoo-test.com', '/apple-touch-icon.png', { body: await markPng('#1565c0', 180), type: 'application/octet-stream' });
  fake.on('pinnedtoo-test.com', '/safari-pinned-tab.svg', { body: PINNED_TAB, type: 'image/svg+xml' });
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
  server = await listen(origin.app, 0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await server.close();
  await origin.cleanup();
  await fake.close();
});

describe('the mask-icon a site declares', () => {
  it('is stored when it is the only icon, painted in its colour', async () => {
    const run = await origin.deps.discoverer.run('pinnedonly-test.com');
    expect(run.best).toMatchObject({ kind: 'mask-icon', verdict: 'accepted', format: 'svg', url: expect.stringMatching(/safari-pinned-tab\.dd7206d3\.svg$/) });
    expect(origin.deps.catalog.assetsOf('pinnedonly-test.com')).toEqual([expect.objectContaining({ variant: 'icon', theme: 'light', format: 'svg' })]);

    const response = await fetch(`${server.url}/v1/pinnedonly-test.com?size=128&format=png`, { signal: AbortSignal.timeout(20_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).not.toBe('monogram');
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 128]);
    const at = (x: number, y: number) => [...data.subarray((y * 128 + x) * 4, (y * 128 + x) * 4 + 4)];
    // The frame of the square is painted in the mask's colour; its hole and the margin stay transparent.
    expect(at(20, 64)).toEqual([0xc0, 0x1c, 0x00, 255]);
    expect(at(64, 64)[3]).toBe(0);
    expect(at(2, 2)[3]).toBe(0);
  }, 30_000);

  it('gives way to a coloured icon the site declares beside it', async () => {
    const run = await origin.deps.discoverer.run('pinnedtoo-test.com');
    expect(run.best).toMatchObject({ kind: 'apple-touch-icon', width: 180 });
    const mask = run.candidates.find((c) => c.kind === 'mask-icon');
    expect(mask).toMatchObject({ verdict: 'accepted', reason: expect.stringMatching(/slot went to .*apple-touch-icon\.png/) });
  }, 30_000);
});
