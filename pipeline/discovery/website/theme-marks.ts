// Reads the markers with which a page shows one header image in light mode and another in dark mode: the class names
// of the common frameworks (Tailwind, Starlight, Docusaurus, pydata-sphinx-theme, VitePress), GitHub's URL fragments
// and a data-theme attribute. <picture> sources for a dark colour scheme are read where the parser meets them (html.ts).

export type Theme = 'light' | 'dark';

/** Class tokens (compared in lower case, a CSS-module hash suffix such as `_HNdA` ignored) -> the theme they show in. */
const THEME_CLASSES: Readonly<Record<string, Theme>> = {
  // Tailwind: hidden when dark is shown in light mode; shown only when dark is the dark one.
  'dark:hidden': 'light',
  'dark:block': 'dark',
  'dark:inline': 'dark',
  'dark:inline-block': 'dark',
  'dark:flex': 'dark',
  // Starlight hides one image per theme.
  'dark:sl-hidden': 'light',
  'light:sl-hidden': 'dark',
  // Docusaurus's ThemedImage.
  'themedimage--light': 'light',
  'themedimage--dark': 'dark',
  // pydata-sphinx-theme, MkDocs Material and other Sphinx themes.
  'only-light': 'light',
  'only-dark': 'dark',
  'light-mode-only': 'light',
  'dark-mode-only': 'dark',
  'light-only': 'light',
  'dark-only': 'dark',
  'show-on-light': 'light',
  'show-on-dark': 'dark',
};

/** VitePress's VPImage marks its two copies with a bare `light` / `dark` class: read only beside that class. */
const BARE_WITH = new Set(['vpimage']);

/** The theme an element's markup says it is shown in, or undefined when it says nothing. */
export function themeMarked(attributes: Record<string, string | undefined>, src?: string): Theme | undefined {
  const tokens = (attributes.class ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    const theme = THEME_CLASSES[token] ?? THEME_CLASSES[token.replace(/_[a-z0-9]{4,8}$/i, '')];
    if (theme) return theme;
  }
  if (tokens.some((token) => BARE_WITH.has(token))) {
    if (tokens.includes('dark')) return 'dark';
    if (tokens.includes('light')) return 'light';
  }
  const fragment = /#gh-(light|dark)-mode-only\b/i.exec(src ?? '')?.[1]?.toLowerCase();
  if (fragment) return fragment as Theme;
  const data = (attributes['data-theme'] ?? attributes['data-mode'] ?? '').toLowerCase().trim();
  return data === 'light' || data === 'dark' ? data : undefined;
}
