import type { Variation } from '@shared/api/catalogue';

export type Axis = 'color' | 'ram' | 'storage';
export const AXES: { axis: Axis; label: string }[] = [
  { axis: 'color', label: 'Color' },
  { axis: 'ram', label: 'RAM' },
  { axis: 'storage', label: 'Storage' },
];

/** The distinct values of one axis, in the order the variations list them. */
export function axisValues(variations: Variation[], axis: Axis): string[] {
  return [...new Set(variations.map((v) => v[axis]).filter((v): v is string => !!v))];
}

/** A choice picks the first variation with that value (the spec's rule). */
export function pickVariation(variations: Variation[], axis: Axis, value: string): Variation | undefined {
  return variations.find((v) => v[axis] === value);
}
