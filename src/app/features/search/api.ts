import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';

/** The suggestions for a typed text: only the search box asks, once it is typed in. */
export const suggestionsQueryOptions = (api: ApiClient, value: string) =>
  queryOptions({
    queryKey: ['catalogue', 'suggestions', value.toLowerCase()],
    queryFn: ({ signal }) =>
      api.call('getSearchSuggestions', { query: { value }, signal }).then((r) => r.homeSearch),
    enabled: value.length > 0,
    staleTime: 5 * 60_000,
  });
