/** The colours one drawing uses: the product's colour, a darker shade for outlines and folds, a lighter one for shine. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
}

/**
 * A drawing of one kind of item on a 100 x 100 canvas; `back` is its second view; `label` is the
 * product's slug, for details its name promises (an embroidered kurta shows its embroidery).
 */
export type Drawing = (p: Palette, back: boolean, label?: string) => string;

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` toward `toward` by `amount` (0..1). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = channels(hex);
  const b = channels(toward);
  return (
    '#' +
    a
      .map((v, i) =>
        Math.round(v + (b[i]! - v) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function brightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export function palette(main: string): Palette {
  // White and cream goods still need a visible outline, so light colours get a grey one.
  const dark = brightness(main) > 200 ? '#6b7280' : mix(main, '#000000', 0.45);
  return { main, dark, light: mix(main, '#ffffff', 0.45) };
}

/** Neutral parts (metal, glass, soles, skin-free stands) that keep their colour on any product. */
export const METAL = '#9ca3af';
export const GLASS = '#1e293b';
export const SOLE = '#f8fafc';
export const GOLD = '#d4a017';

/** The same drawing mirrored and turned a little: the second view of items whose back looks like the front. */
export function turned(svg: string): string {
  return `<g transform="translate(100 0) scale(-1 1) rotate(-8 50 55)">${svg}</g>`;
}
