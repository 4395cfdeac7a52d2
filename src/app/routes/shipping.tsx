import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ShippingPage } from '@/features/checkout/shipping-page';
import { requireShopper } from '@/lib/require-shopper';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/shipping')({
  head: () => pageHead({ title: 'Shipping' }),
  // ?type=cart orders the cart; ?buyNow={slug}&quantity&variationId buys one product now.
  validateSearch: z.object({
    type: z.catch(z.optional(z.literal('cart')), undefined),
    buyNow: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
    quantity: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))), undefined),
    variationId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
  }),
  beforeLoad: requireShopper,
  component: function Shipping() {
    const { buyNow, quantity = 1, variationId } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ShippingPage
        buyNow={buyNow ? { slug: buyNow, quantity, variationId } : undefined}
        onPlaced={(o) => void navigate({ to: '/payment', search: { orderId: o.orderId, price: o.totalAmount, items: o.items } })}
      />
    );
  },
});
