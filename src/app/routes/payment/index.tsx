import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PaymentPage } from '@/features/payment/payment-page';
import { requireShopper } from '@/lib/require-shopper';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/payment/')({
  head: () => pageHead({ title: 'Payment' }),
  validateSearch: z.object({
    orderId: z.catch(z.string().check(z.minLength(1), z.maxLength(64)), ''),
    price: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
    items: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
  }),
  beforeLoad: requireShopper,
  component: function Payment() {
    const { orderId, price, items } = Route.useSearch();
    // key: a new order id starts a new payment, not a continuation of the last one.
    return <PaymentPage key={orderId} orderId={orderId} price={price} items={items} />;
  },
});
