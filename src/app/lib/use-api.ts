import { useRouter } from '@tanstack/react-router';
import type { ApiClient } from '@shared/api/api-client';

/**
 * The API client of the router context: the tab's in the browser, an in-process one while the
 * server renders. Components read with it; route loaders take `context.api`.
 */
export function useApi(): ApiClient {
  return useRouter().options.context.api;
}
