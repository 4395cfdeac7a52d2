import type { QueryClient } from '@tanstack/react-query';

/**
 * Tabs of the shop tell each other when the shopper's data changed on the server (a cart or
 * wishlist change synced, an order placed), so every open tab shows the same cart.
 */
const CHANNEL = 'shop-personal-data';
let channel: BroadcastChannel | undefined;

export function listenToOtherTabs(queryClient: QueryClient): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    // This tab's own queued changes would be hidden by a refetch; it refetches when they land.
    if (queryClient.isMutating() === 0) void queryClient.invalidateQueries({ queryKey: ['personal'] });
  };
}

export function tellOtherTabs(): void {
  channel?.postMessage('changed');
}
