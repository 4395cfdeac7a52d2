import type { QueryClient } from '@tanstack/react-query';

/**
 * Tabs of the shop tell each other when the shopper's data changed on the server (an order
 * placed, a payment made), so every open tab shows the same cart. Cart and wishlist changes
 * travel through the outbox's own channel.
 */
const CHANNEL = 'shop-personal-data';
let channel: BroadcastChannel | undefined;

export function listenToOtherTabs(queryClient: QueryClient): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  // The waiting changes are applied on top of whatever answer arrives, so refetching hides nothing.
  channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: ['personal'] });
}

export function tellOtherTabs(): void {
  channel?.postMessage('changed');
}
