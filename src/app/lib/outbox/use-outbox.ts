import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { Outbox } from './outbox';

/** The app's outbox, created once in main.tsx and handed down in the router's context. */
export function useOutbox(): Outbox {
  return useRouteContext({ from: rootRouteId, select: (context) => context.outbox });
}
