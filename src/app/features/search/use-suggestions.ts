import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUGGESTION_LIMIT } from '@shared/constants';
import { useOnline } from '@/lib/online';
import { searchSavedProducts } from '@/lib/saved-products';
import { useApi } from '@/lib/use-api';
import { suggestionsQueryOptions } from './api';
import { flattenSuggestions, type Suggestion } from './suggestions';

/** Offline: suggestions from the products saved on this device: names with a word starting so. */
function deviceSuggestions(queryClient: QueryClient, value: string): Suggestion[] {
  const prefix = value.toLowerCase();
  const products = searchSavedProducts(queryClient, value)
    .filter((p) =>
      p.name
        .toLowerCase()
        .split(/\s+/)
        .some((w) => w.startsWith(prefix)),
    )
    .slice(0, SUGGESTION_LIMIT);
  return flattenSuggestions({
    subcategories: [],
    products: products.map((p) => ({
      _id: p._id,
      name: p.name,
      slug: p.slug,
      price: p.price,
      discountedPrice: p.discountedPrice,
      image: p.images[0] ?? null,
      categorySlug: p.categorySlug,
    })),
  });
}

/**
 * Suggestions for the typed text: the server's online, the device's saved products offline. The
 * same array until the text, the connection or the server's answer changes.
 */
export function useSuggestions(value: string): Suggestion[] {
  const online = useOnline();
  const queryClient = useQueryClient();
  const api = useApi();
  const { data } = useQuery({
    ...suggestionsQueryOptions(api, value),
    enabled: online && value.length > 0,
  });
  return useMemo(
    () => (!value ? [] : online ? flattenSuggestions(data) : deviceSuggestions(queryClient, value)),
    [value, online, data, queryClient],
  );
}
