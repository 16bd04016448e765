// How a seed mark's primary domain is decided from the open sources' votes.
import { describe, expect, it } from 'vitest';
import { homepageOf } from '../../pipeline/seed/sources/open-data.ts';
import { artworkWeight, decidePrimaryDomain, type Vote } from '../../pipeline/seed/sources/primary-domain.ts';

const homepage = (source: string, domain: string, plain = true): Vote => ({ source, domain, weight: 1, plain });
const artwork = (domain: string, url: string): Vote => ({ source: 'simple-icons', domain, weight: artworkWeight(url), plain: false });

describe('decidePrimaryDomain', () => {
  it('prefers the publisher\'s homepage over a design-system or press site the artwork came from', () => {
    expect(decidePrimaryDomain(['Medium'], [artwork('medium.design', 'https://medium.design/logos'), homepage('gilbarbara', 'medium.com')])).toBe('medium.com');
    expect(decidePrimaryDomain(['GoDaddy'], [artwork('godaddy.net', 'https://aboutus.godaddy.net/newsroom/'), homepage('svgl', 'godaddy.com')])).toBe('godaddy.com');
  });

  it('leaves the domain empty when equally weighted sources disagree', () => {
    expect(decidePrimaryDomain(['Intercom'], [artwork('intercom.com', 'https://www.intercom.com/press'), homepage('gilbarbara', 'intercom.io')])).toBeUndefined();
  });

  it('takes two agreeing front pages even when the domain does not spell the name', () => {
    expect(decidePrimaryDomain(['Homebrew'], [homepage('gilbarbara', 'brew.sh'), homepage('svgl', 'brew.sh')])).toBe('brew.sh');
    expect(decidePrimaryDomain(['Homebrew'], [homepage('gilbarbara', 'brew.sh')])).toBeUndefined();
  });

  it('never files a product page under its parent brand\'s domain', () => {
    const drive = [homepage('gilbarbara', 'google.com', false), homepage('svgl', 'google.com', false)];
    expect(decidePrimaryDomain(['Google Drive'], drive)).toBeUndefined();
    expect(decidePrimaryDomain(['AWS'], [homepage('gilbarbara', 'amazon.com', false)])).toBeUndefined();
  });
});

describe('homepageOf', () => {
  it.each([
    ['https://www.whatsapp.com/', 'whatsapp.com', true],
    ['https://www.google.com/drive/', 'google.com', false],
    ['https://aws.amazon.com/', 'amazon.com', false],
    ['https://esbuild.github.io/', 'esbuild.github.io', true],
    ['https://www.bbc.co.uk', 'bbc.co.uk', true],
  ])('reads %s as %s (front page: %s)', (url, domain, plain) => {
    expect(homepageOf('x', url)).toEqual({ name: 'x', domain, plain });
  });
});
