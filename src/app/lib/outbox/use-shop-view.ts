import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pendingView, type OutboxChange, type PendingView } from '@shared/rules/pending-changes';
import { useSession } from '@/lib/session';
import { cartQueryOptions, countsQueryOptions, wishlistQueryOptions } from './shop-queries';
import { NO_RECORDS } from './outbox';
import { useOutbox } from './use-outbox';
import { useApi } from '@/lib/use-api';

/** Queues a change (cart, wishlist, chat message) in the outbox: it shows once it is there. */
export function useQueueChange(): (change: OutboxChange) => void {
  const outbox = useOutbox();
  return (change) => void outbox.queue(change);
}

const noRecords = () => NO_RECORDS;

/**
 * The waiting changes (or one area's) in the outbox: the signed-in shopper's, or while nobody is
 * signed in (a session that expired) every one, waiting for their shopper to sign in again.
 */
export function usePendingRecords(area?: OutboxChange['area']) {
  const { user } = useSession();
  const outbox = useOutbox();
  // Nothing is waiting in server-rendered HTML (the same for every visitor); hydration starts there.
  const all = useSyncExternalStore(outbox.subscribe, outbox.records, noRecords);
  return all.filter((r) => (!user || r.shopperId === user.id) && (!area || r.area === area));
}

export const usePendingChanges = (area?: OutboxChange['area']) => usePendingRecords(area).length;

/**
 * What the shopper sees: the last server answers (saved on the device) with the waiting changes
 * applied, by the shared rule. `fetch` names the answers this screen needs fresh; the others are
 * only read from the cache.
 */
export function useShopView(
  fetch: { cart?: boolean; wishlist?: boolean; counts?: boolean } = {},
): PendingView & { queries: ReturnType<typeof useQueries> } {
  const queries = useQueries(fetch);
  const pending = usePendingRecords();
  const view = pendingView(
    { cart: queries.cart.data, wishlist: queries.wishlist.data, counts: queries.counts.data },
    pending,
  );
  return { ...view, queries };
}

function useQueries(fetch: { cart?: boolean; wishlist?: boolean; counts?: boolean }) {
  const { user } = useSession();
  const api = useApi();
  return {
    cart: useQuery({ ...cartQueryOptions(api), enabled: !!user && !!fetch.cart }),
    wishlist: useQuery({ ...wishlistQueryOptions(api), enabled: !!user && !!fetch.wishlist }),
    counts: useQuery({
      ...countsQueryOptions(api, user?.id ?? ''),
      enabled: !!user && !!fetch.counts,
    }),
  };
}
