import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '@/features/cart/wishlist-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/my-wishlist')({
  head: () => pageHead({ title: 'My Wishlist' }),
  component: WishlistPage,
});
