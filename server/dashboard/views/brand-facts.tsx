// The brand page's colours (each with a copy button) and facts, each beside where the catalog says it came from.
import type { FC } from 'hono/jsx';
import type { BrandColor } from '../../../catalog/types.ts';
import type { Fact } from '../brand-page.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export const Colours: FC<{ colors: BrandColor[]; source: string | undefined }> = ({ colors, source }) =>
  colors.length === 0 ? (
    <p class="hint">The catalog holds no colours for this brand.</p>
  ) : (
    <>
      <ul class="swatches">
        {colors.map((color, index) => (
          <li>
            {/* An SVG fill, not a style attribute: the Content-Security-Policy allows no inline style. */}
            {HEX.test(color.hex) ? (
              <svg class="swatch" viewBox="0 0 1 1" aria-hidden="true">
                <rect width="1" height="1" fill={color.hex} />
              </svg>
            ) : (
              ''
            )}
            <code id={`colour-${index}`}>{color.hex}</code>
            <span class="hint">{color.type}</span>
            <button type="button" class="secondary" data-copy={`colour-${index}`} aria-label={`Copy colour ${color.hex}`} hidden>
              Copy
            </button>
          </li>
        ))}
      </ul>
      <p class="hint">Source: {source ?? 'not recorded'}</p>
    </>
  );

export const Facts: FC<{ facts: Fact[] }> = ({ facts }) => (
  <table class="brand-facts">
    <thead>
      <tr>
        <th scope="col">Fact</th>
        <th scope="col">Value</th>
        <th scope="col">Source</th>
      </tr>
    </thead>
    <tbody>
      {facts.map((fact) => (
        <tr>
          <th scope="row">{fact.label}</th>
          <td>{fact.href ? <a href={fact.href} rel="nofollow noopener noreferrer">{fact.value}</a> : fact.value}</td>
          <td class={fact.source ? 'fact-source' : 'fact-source hint'}>{fact.source ?? 'not recorded'}</td>
        </tr>
      ))}
    </tbody>
  </table>
);
