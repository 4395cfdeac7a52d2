import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getSession, onSessionChange } from '@/lib/session';
import { createOutbox, type Outbox } from './outbox';

/** The outbox of this tab: its API client (bearer token) and its session. Inert until `start()`. */
export function createTabOutbox(queryClient: QueryClient, api: ApiClient): Outbox {
  return createOutbox({
    api,
    queryClient,
    session: { get: getSession, onChange: onSessionChange },
  });
}
