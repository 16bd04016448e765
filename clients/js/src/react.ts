// <Logo domain size theme variant />: a brand's logo as a <picture> whose <img> lists 1x, 2x and 3x in srcset and,
// with theme "auto", a <source> the browser takes in dark mode (prefers-color-scheme: dark).
import { createElement, type ImgHTMLAttributes, type ReactElement } from 'react';
import { logoUrl, type LogoOptions } from './index.js';

export interface LogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  domain: string;
  /** The origin, such as "https://logos.example.com". */
  baseUrl: string;
  /** CSS pixels of the longest side (16 to 1024); the 2x and 3x sources carry the device pixels. */
  size?: number;
  /** auto: the light logo, and the dark one when the reader's system is in dark mode. */
  theme?: 'auto' | 'light' | 'dark';
  variant?: LogoOptions['variant'];
  format?: LogoOptions['format'];
  fallback?: LogoOptions['fallback'];
}

/** The service's largest size: a density that would ask for more is left out of srcset. */
const MAX_SIZE = 1024;
const DENSITIES = [1, 2, 3] as const;

export function logoSrcSet(baseUrl: string, domain: string, size: number, query: LogoOptions): string {
  return DENSITIES.filter((density) => density === 1 || size * density <= MAX_SIZE)
    .map((density) => `${logoUrl(baseUrl, domain, { ...query, size: size * density })} ${density}x`)
    .join(', ');
}

export function Logo(props: LogoProps): ReactElement {
  const { domain, baseUrl, size = 64, theme = 'auto', variant, format, fallback, alt, ...img } = props;
  const query: LogoOptions = { variant, format, fallback };
  const light = { ...query, theme: theme === 'auto' ? undefined : theme };
  const dark = theme === 'auto' && createElement('source', { media: '(prefers-color-scheme: dark)', srcSet: logoSrcSet(baseUrl, domain, size, { ...query, theme: 'dark' }) });
  return createElement(
    'picture',
    null,
    dark || null,
    createElement('img', {
      loading: 'lazy',
      decoding: 'async',
      ...img,
      alt: alt ?? `${domain} logo`,
      src: logoUrl(baseUrl, domain, { ...light, size }),
      srcSet: logoSrcSet(baseUrl, domain, size, light),
      width: size,
      height: size,
    }),
  );
}
