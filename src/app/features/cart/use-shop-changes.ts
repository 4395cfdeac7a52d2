import { useMutation, useMutationState } from '@tanstack/react-query';
import { CART_MUTATION, WISHLIST_MUTATION, type CartChange, type WishlistChange } from './shop-mutations';

export const useCartChange = () => useMutation<{ message: string }, Error, CartChange>({ mutationKey: CART_MUTATION });
export const useWishlistChange = () => useMutation<{ message: string }, Error, WishlistChange>({ mutationKey: WISHLIST_MUTATION });

/** How many cart and wishlist changes are waiting to reach the server. */
export function usePendingChanges(): number {
  return useMutationState({ filters: { status: 'pending' } }).length;
}
