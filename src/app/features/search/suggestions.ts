import type { HomeSearch } from '@shared/api/catalogue';

export type Suggestion =
  | { kind: 'subcategory'; name: string }
  | { kind: 'product'; name: string; slug: string; price: number; discountedPrice: number };

/** Popular Searches first, then Products: the order the keyboard walks through. */
export function flattenSuggestions(data: HomeSearch | undefined): Suggestion[] {
  if (!data) return [];
  return [
    ...data.subcategories.map((name) => ({ kind: 'subcategory' as const, name })),
    ...data.products.map((p) => ({
      kind: 'product' as const,
      name: p.name,
      slug: p.slug,
      price: p.price,
      discountedPrice: p.discountedPrice,
    })),
  ];
}
