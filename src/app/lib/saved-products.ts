import type { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@shared/api/catalogue';
import { normaliseSearch } from '@shared/rules/text';

function isProduct(value: unknown): value is ProductSummary {
  const v = value as Partial<ProductSummary> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v._id === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.discountedPrice === 'number' &&
    Array.isArray(v.images)
  );
}

/** Every product card this device has saved, from every cached catalogue answer. */
export function savedProducts(queryClient: QueryClient): ProductSummary[] {
  const found = new Map<string, ProductSummary>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 5 || !value || typeof value !== 'object') return;
    if (isProduct(value)) {
      found.set(value._id, value);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, depth + 1);
  };
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['catalogue'] }))
    walk(query.state.data, 0);
  return [...found.values()];
}

/** Offline search: saved products whose name or brand contains the text (any case). */
export function searchSavedProducts(queryClient: QueryClient, text: string): ProductSummary[] {
  const needle = normaliseSearch(text).toLowerCase();
  if (!needle) return [];
  return savedProducts(queryClient).filter((p) =>
    `${p.name} ${p.brand ?? ''}`.toLowerCase().includes(needle),
  );
}
