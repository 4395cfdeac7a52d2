import type { Variation } from '@shared/api/catalogue';
import { colourIn } from '@shared/i18n/colours';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Locale } from '@shared/i18n/locale-path';

export type Axis = 'color' | 'ram' | 'storage' | 'size';
/** Each axis with its label's message (called while drawing: the page's language). */
export const AXES: { axis: Axis; label: () => string }[] = [
  { axis: 'color', label: m.product_axis_color },
  { axis: 'ram', label: m.product_axis_ram },
  { axis: 'storage', label: m.product_axis_storage },
  { axis: 'size', label: m.product_axis_size },
];

/**
 * A choice as the shopper reads it: a colour in the page's language (the variation keeps the
 * English its seller listed, which the cart and the order key on), sizes and memory as listed.
 */
export const choiceLabel = (axis: Axis, value: string, locale: Locale): string =>
  axis === 'color' ? colourIn(value, locale) : value;

/** The distinct values of one axis, in the order the variations list them. */
export function axisValues(variations: Variation[], axis: Axis): string[] {
  return [...new Set(variations.map((v) => v[axis]).filter((v): v is string => !!v))];
}

/**
 * A choice picks the variation with that value that keeps most of what the shopper already chose
 * (a RAM chosen after a colour keeps the colour when a variation with both exists); among equals,
 * and when nothing else can be kept, the first one with that value (the spec's rule).
 */
export function pickVariation(
  variations: Variation[],
  axis: Axis,
  value: string,
  current?: Variation,
): Variation | undefined {
  const kept = (v: Variation) =>
    current ? AXES.filter((a) => a.axis !== axis && v[a.axis] === current[a.axis]).length : 0;
  let best: Variation | undefined;
  for (const v of variations) {
    if (v[axis] !== value) continue;
    if (!best || kept(v) > kept(best)) best = v;
  }
  return best;
}
