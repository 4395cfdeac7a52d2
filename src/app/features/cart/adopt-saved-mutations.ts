import type { QueryClient } from '@tanstack/react-query';
import { addRecord } from '@shared/outbox/store';
import type { ShopChange } from '@shared/rules/pending-changes';

/**
 * Before the outbox, waiting changes were React Query mutations saved with the cache (keys
 * 'cart-change' and 'wishlist-change'). A device updated with some still waiting moves them into
 * the outbox once, with their own Idempotency-Keys, so none is lost or sent twice.
 */
const AREAS: Record<string, ShopChange['area']> = {
  'cart-change': 'cart',
  'wishlist-change': 'wishlist',
};

export async function adoptSavedMutations(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getMutationCache();
  for (const m of cache.getAll().sort((a, b) => a.mutationId - b.mutationId)) {
    const area = AREAS[String(m.options.mutationKey?.[0])];
    const saved = m.state.variables as
      ({ kind: string; key: string; userId: string } & Record<string, unknown>) | undefined;
    if (area && saved && m.state.status === 'pending') {
      const { kind, key, userId, ...payload } = saved;
      await addRecord({ area, kind, payload } as ShopChange, userId, key);
    }
    cache.remove(m);
  }
}
