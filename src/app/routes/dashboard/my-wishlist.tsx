import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '@/features/cart/wishlist-page';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/my-wishlist')({
  head: () => pageHead({ title: m.account_head_wishlist() }),
  component: WishlistPage,
});
