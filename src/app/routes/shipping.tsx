import { createFileRoute } from '@tanstack/react-router';
import { ShippingPage } from '@/features/checkout/shipping-page';
import { requireShopper } from '@/lib/require-shopper';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { oneOf, searchParams, text, wholeNumber } from '@/lib/search-params';

export const Route = createFileRoute('/shipping')({
  head: () => pageHead({ title: m.checkout_head() }),
  // ?type=cart orders the cart; ?buyNow={slug}&quantity&variationId buys one product now.
  validateSearch: searchParams({
    type: oneOf(['cart']),
    buyNow: text({ min: 1, max: 200 }),
    quantity: wholeNumber(1, 1000),
    variationId: text({ min: 1, max: 64 }),
    // A coupon tapped in the cart's offers, applied on arrival (the server checks it).
    coupon: text({ min: 1, max: 40 }),
  }),
  beforeLoad: requireShopper,
  component: function Shipping() {
    const { buyNow, quantity = 1, variationId, coupon } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ShippingPage
        buyNow={buyNow ? { slug: buyNow, quantity, variationId } : undefined}
        offeredCoupon={coupon}
        onPlaced={(o) =>
          void navigate({
            to: '/payment',
            search: { orderId: o.orderId, price: o.totalAmount, items: o.items },
          })
        }
      />
    );
  },
});
