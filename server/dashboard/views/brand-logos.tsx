// The brand page's logos: each stored variant and theme on a light and a dark background, its provenance, and a
// download link for every format and a range of sizes.
import type { FC } from 'hono/jsx';
import type { Asset, Provenance } from '../../../catalog/types.ts';
import { RASTER_FORMATS } from '../../../pipeline/formats.ts';
import { MAX_SIZE, MIN_SIZE } from '../../../pipeline/logo/request.ts';
import { webAddress, type LogoPair } from '../brand-page.ts';
import { fitted, logoPath, type LogoUrlOptions } from '../logo-urls.ts';

/** The sizes offered for download, from a favicon to the largest the API answers without retina. */
export const DOWNLOAD_SIZES = [32, 64, 128, 256, 512, MAX_SIZE].filter((size) => size >= MIN_SIZE);
// Tiles show the picture at this many CSS pixels and ask for twice as many, for retina screens.
const TILE_SIZE = 128;

const VARIANT_NAMES = { icon: 'Icon', logo: 'Logo (wordmark)', symbol: 'Symbol' } as const;

/** One gallery entry: a stored variant and theme, or (with no variant) the monogram answered in place of a logo. */
export interface GalleryEntry {
  id: string;
  title: string;
  /** The variant and theme to ask for; empty for the monogram. */
  params: Pick<LogoUrlOptions, 'variant' | 'theme'>;
  shape: { width: number; height: number };
  stored: Asset[];
}

export const entryOfPair = (pair: LogoPair): GalleryEntry => ({
  id: `${pair.variant}-${pair.theme}`,
  title: `${VARIANT_NAMES[pair.variant]}, ${pair.theme} theme`,
  params: { variant: pair.variant, theme: pair.theme },
  shape: pair,
  stored: pair.stored,
});

export const MONOGRAM_ENTRY: GalleryEntry = { id: 'monogram', title: 'Monogram placeholder', params: {}, shape: { width: 1, height: 1 }, stored: [] };

export const LogoGallery: FC<{ domain: string; name: string; entries: GalleryEntry[] }> = ({ domain, name, entries }) => (
  <div class="logo-entries">
    {entries.map((entry) => (
      <LogoEntry domain={domain} name={name} entry={entry} />
    ))}
  </div>
);

const LogoEntry: FC<{ domain: string; name: string; entry: GalleryEntry }> = ({ domain, name, entry }) => {
  const src = logoPath(domain, { ...entry.params, size: TILE_SIZE, retina: true });
  const { width, height } = fitted(entry.shape, TILE_SIZE);
  return (
    <article class="logo-entry" id={`logo-${entry.id}`} aria-labelledby={`logo-${entry.id}-title`}>
      <h3 id={`logo-${entry.id}-title`}>{entry.title}</h3>
      <div class="tiles">
        {(['light', 'dark'] as const).map((background) => (
          <figure class={`tile tile-${background}`}>
            <img src={src} width={width} height={height} alt={`${name}: ${entry.title.toLowerCase()}, on a ${background} background`} data-logo={entry.id} />
            <figcaption>on {background}</figcaption>
          </figure>
        ))}
      </div>
      <Provenance stored={entry.stored} />
      <Downloads domain={domain} entry={entry} />
    </article>
  );
};

const Provenance: FC<{ stored: Asset[] }> = ({ stored }) =>
  stored.length === 0 ? (
    <p class="hint">No logo is stored for this brand; the API answers this placeholder until one is.</p>
  ) : (
    <ul class="provenance">
      {stored.map((asset) => {
        const link = webAddress(asset.provenance.url);
        const found = provenanceDetails(asset.provenance);
        return (
          <li>
            Stored as {asset.format.toUpperCase()}, {asset.width} × {asset.height}, from{' '}
            {link ? <a href={link} rel="nofollow noopener noreferrer">{asset.provenance.source}</a> : <span>{asset.provenance.source}</span>}
            {found.length > 0 ? `, ${found.join(', ')}` : ''}
            {asset.provenance.note ? <span class="hint"> ({asset.provenance.note})</span> : ''}
          </li>
        );
      })}
    </ul>
  );

/** What the record says beyond its source: how discovery found it, or what it was made from. */
function provenanceDetails(provenance: Provenance): string[] {
  const details: string[] = [];
  if (provenance.provider) details.push(`found by ${provenance.provider}`);
  if (provenance.score !== undefined) details.push(`score ${provenance.score.toFixed(2)}`);
  if (provenance.discoveredAt) details.push(`on ${provenance.discoveredAt.slice(0, 10)}`);
  if (provenance.derivedFrom) details.push(`made from the ${provenance.derivedFrom} version`);
  return details;
}

const Downloads: FC<{ domain: string; entry: GalleryEntry }> = ({ domain, entry }) => {
  const hasVector = entry.stored.some((asset) => asset.format === 'svg') || entry.stored.length === 0;
  const base = `${domain}-${entry.id}`;
  return (
    <div class="downloads">
      <table>
        <caption>Download: {entry.title.toLowerCase()}, by format and size in pixels</caption>
        <thead>
          <tr>
            <th scope="col">Format</th>
            {DOWNLOAD_SIZES.map((size) => (
              <th scope="col">{size}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RASTER_FORMATS.map((format) => (
            <tr>
              <th scope="row">{format.toUpperCase()}</th>
              {DOWNLOAD_SIZES.map((size) => (
                <td>
                  <a href={logoPath(domain, { ...entry.params, format, size })} download={`${base}-${size}.${format}`} aria-label={`${format.toUpperCase()}, ${size} pixels, ${entry.title.toLowerCase()}`}>
                    {size}
                  </a>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {hasVector ? (
        <p>
          <a href={logoPath(domain, { ...entry.params, format: 'svg' })} download={`${base}.svg`} aria-label={`SVG, vector, ${entry.title.toLowerCase()}`}>
            SVG (vector, any size)
          </a>
        </p>
      ) : (
        ''
      )}
    </div>
  );
};
