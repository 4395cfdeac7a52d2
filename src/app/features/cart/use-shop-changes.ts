import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pendingView, type PendingView, type ShopChange } from '@shared/rules/pending-changes';
import { useSession } from '@/lib/session';
import { cartQueryOptions, countsQueryOptions, wishlistQueryOptions } from './api';
import { onOutboxChange, outboxRecords, queueChange } from './outbox-client';

/** Queues a cart or wishlist change (see outbox-client): it shows once it is in the outbox. */
export const useShopChange = () => (change: ShopChange) => void queueChange(change);

/**
 * The waiting changes (or one area's) in the outbox: the signed-in shopper's, or while nobody is
 * signed in (a session that expired) every one, waiting for their shopper to sign in again.
 */
export function usePendingRecords(area?: ShopChange['area']) {
  const { user } = useSession();
  // Nothing is waiting in server-rendered HTML (the same for every visitor); hydration starts there.
  const all = useSyncExternalStore(onOutboxChange, outboxRecords, noRecords);
  return all.filter((r) => (!user || r.shopperId === user.id) && (!area || r.area === area));
}

const NO_RECORDS: ReturnType<typeof outboxRecords> = [];
const noRecords = () => NO_RECORDS;

export const usePendingChanges = (area?: ShopChange['area']) => usePendingRecords(area).length;

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
  return {
    cart: useQuery({ ...cartQueryOptions(), enabled: !!user && !!fetch.cart }),
    wishlist: useQuery({ ...wishlistQueryOptions(), enabled: !!user && !!fetch.wishlist }),
    counts: useQuery({ ...countsQueryOptions(user?.id ?? ''), enabled: !!user && !!fetch.counts }),
  };
}
