import { useMutation, useMutationState } from '@tanstack/react-query';
import { CART_MUTATION, WISHLIST_MUTATION, type CartChange, type WishlistChange } from './shop-mutations';

export const useCartChange = () => useMutation<{ message: string }, Error, CartChange>({ mutationKey: CART_MUTATION });
export const useWishlistChange = () => useMutation<{ message: string }, Error, WishlistChange>({ mutationKey: WISHLIST_MUTATION });

/** How many cart and wishlist changes (or, given an area, its changes) are waiting to reach the server. */
export function usePendingChanges(area?: typeof CART_MUTATION | typeof WISHLIST_MUTATION): number {
  return useMutationState({ filters: { status: 'pending', ...(area && { mutationKey: area }) } }).length;
}
