import { createFileRoute, redirect } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/cart-page';

export const Route = createFileRoute('/cart')({
  // The cart belongs to a signed-in shopper; a guest goes home (spec).
  beforeLoad: ({ context }) => {
    if (!context.session().user) throw redirect({ to: '/' });
  },
  component: CartPage,
});
