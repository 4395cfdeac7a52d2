import { GLASS, METAL, turned, type Drawing, type Palette } from './palette';

/**
 * Sunglasses and spectacle frames, facing the shopper; the product's colour is the frame's. The
 * lenses follow the name: mirrored ones blue, gradient ones fading, the rest dark; a frame's are
 * clear demo lenses.
 */

function lensOf(label = ''): { fill: string; shine: string } {
  if (/mirrored/.test(label)) return { fill: '#0ea5e9', shine: '#e0f2fe' };
  if (/gradient/.test(label)) return { fill: '#57534e', shine: '#d6d3d1' };
  return { fill: GLASS, shine: '#64748b' };
}

const CLEAR = '#e0f2fe';

/** A lens shape drawn on the left, and the same mirrored onto the right. */
function pair(shape: string): string {
  return `${shape}<g transform="translate(100 0) scale(-1 1)">${shape}</g>`;
}

/**
 * Glasses drawn facing the shopper; the second view is the same pair folded, its temples
 * crossed behind the lenses, and turned a little.
 */
function glasses(front: (p: Palette, label?: string) => string): Drawing {
  return (p, back, label) =>
    back
      ? turned(
          `<path d="M8 36L64 46M92 36L36 46" fill="none" stroke="${p.main}" stroke-width="2.6"/>` +
            front(p, label),
        )
      : front(p, label);
}

/** Aviators: teardrop lenses in a thin metal rim, a double bridge and thin temples. */
export const aviatorSunglasses = glasses((p, label) => {
  const lens = lensOf(label);
  return (
    pair(
      `<path d="M10 38q0-8 10-8h22q6 0 6 8q-2 22-18 24q-18-2-20-24z" fill="${lens.fill}" stroke="${p.main}" stroke-width="2.4"/>` +
        `<path d="M16 38q2-4 8-4" fill="none" stroke="${lens.shine}" stroke-width="2"/>` +
        `<path d="M10 36l-6-2" fill="none" stroke="${p.main}" stroke-width="2.4"/>`,
    ) + `<path d="M44 32q6-3 12 0M46 38q4-2 8 0" fill="none" stroke="${p.main}" stroke-width="2"/>`
  );
});

/** Wayfarers: thick trapezoid frames with a strong brow, dark lenses and a keyhole bridge. */
export const wayfarerSunglasses = glasses((p, label) => {
  const lens = lensOf(label);
  return (
    pair(
      `<path d="M6 32h38q2 0 2 3l-3 18q-2 10-12 10H18q-8 0-10-10z"/>` +
        `<path d="M12 38h28l-2 14q-1 6-8 6h-10q-6 0-7-6z" fill="${lens.fill}"/>` +
        `<path d="M16 42q3-3 8-3" fill="none" stroke="${lens.shine}" stroke-width="2"/>` +
        `<circle cx="10" cy="35" r="1" fill="${METAL}" stroke="none"/>`,
    ) + `<path d="M44 36q6-5 12 0v4q-6-4-12 0z"/>`
  );
});

/** Cat-eye sunglasses: lenses whose outer corners sweep up into points. */
export const catEyeSunglasses = glasses((p, label) => {
  const lens = lensOf(label);
  return (
    pair(
      `<path d="M4 28q14 2 22 4h16q4 0 4 4q-2 20-20 22q-14-2-18-18q-2-8-4-12z"/>` +
        `<path d="M12 36q10 0 16 0h12q2 0 2 3q-2 14-14 15q-10-1-14-12z" fill="${lens.fill}"/>` +
        `<path d="M17 40q3-3 8-3" fill="none" stroke="${lens.shine}" stroke-width="2"/>`,
    ) + `<path d="M46 36q4-3 8 0" fill="none" stroke="${p.main}" stroke-width="3"/>`
  );
});

/** A full-rim spectacle frame: rectangular rims all round clear demo lenses, nose pads below. */
export const eyeglassFrame = glasses((p) => {
  return (
    pair(
      `<rect x="8" y="34" width="34" height="24" rx="7" fill="${CLEAR}" fill-opacity=".7" stroke="${p.main}" stroke-width="4"/>` +
        `<path d="M14 40l6-3" fill="none" stroke="#fff" stroke-width="1.6"/>` +
        `<path d="M8 38l-5-2" fill="none" stroke="${p.main}" stroke-width="3"/>` +
        `<ellipse cx="42" cy="54" rx="1.6" ry="3" fill="${METAL}" stroke="none"/>`,
    ) + `<path d="M42 40q8-4 16 0" fill="none" stroke="${p.main}" stroke-width="3"/>`
  );
});

/** A half-rim frame: a strong brow bar over the lenses, held below by a fine nylon line. */
export const halfRimFrame = glasses((p) => {
  return (
    pair(
      `<path d="M8 40q0-8 8-8h20q8 0 8 8q-2 16-18 18q-16-2-18-18z" fill="${CLEAR}" fill-opacity=".7" stroke="${METAL}" stroke-width=".8"/>` +
        `<path d="M8 40q0-8 8-8h20q8 0 8 8" fill="none" stroke="${p.main}" stroke-width="4.5"/>` +
        `<path d="M8 38l-5-2" fill="none" stroke="${p.main}" stroke-width="3"/>`,
    ) + `<path d="M44 38q6-4 12 0" fill="none" stroke="${p.main}" stroke-width="3"/>`
  );
});

/** A rimless frame: bare lenses drilled to a thin bridge and temples, nothing round their edge. */
export const rimlessFrame = glasses((p) => {
  return (
    pair(
      `<path d="M10 40q0-8 10-8h18q6 0 6 8q0 14-16 16q-18-2-18-16z" fill="${CLEAR}" fill-opacity=".55" stroke="#94a3b8" stroke-width=".6"/>` +
        `<path d="M16 38q3-3 8-3" fill="none" stroke="#fff" stroke-width="1.6"/>` +
        `<path d="M11 36h-8" fill="none" stroke="${p.main}" stroke-width="2.4"/><circle cx="12" cy="36" r="1.6" fill="${METAL}"/>` +
        `<circle cx="42" cy="36" r="1.6" fill="${METAL}"/>`,
    ) + `<path d="M42 36q8-4 16 0" fill="none" stroke="${p.main}" stroke-width="2.4"/>`
  );
});
