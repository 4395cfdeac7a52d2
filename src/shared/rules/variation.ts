/** The choices that make a variation: what a shopper picked on the product page. */
export interface VariationChoices {
  color: string | null;
  size: string | null;
  ram: string | null;
  storage: string | null;
}

const NAMES = [
  ['color', 'Color'],
  ['size', 'Size'],
  ['ram', 'RAM'],
  ['storage', 'Storage'],
] as const;

/**
 * Each choice of an ordered variation with its name, as the product page names its selectors:
 * 'RAM: 8 GB' and 'Storage: 128 GB' cannot be mistaken for each other.
 */
export function variationChoices(v: VariationChoices): { name: string; value: string }[] {
  return NAMES.flatMap(([key, name]) => (v[key] ? [{ name, value: v[key] }] : []));
}

/** 'Color: Black, RAM: 8 GB, Storage: 128 GB' (empty when the product has no variations). */
export const variationText = (v: VariationChoices): string =>
  variationChoices(v)
    .map((c) => `${c.name}: ${c.value}`)
    .join(', ');
