import { createFileRoute, redirect } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/cart-page';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cart')({
  head: () => pageHead({ title: m.cart_head() }),
  // The cart belongs to a signed-in shopper; a guest goes home (spec).
  beforeLoad: ({ context }) => {
    if (!context.session().user) throw redirect({ to: '/' });
  },
  component: CartPage,
});
