import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RetryPayment } from '@/features/payment/retry-payment';
import { requireShopper } from '@/lib/require-shopper';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/checkout')({
  head: () => pageHead({ title: 'Checkout' }),
  validateSearch: z.object({ orderId: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  beforeLoad: requireShopper,
  component: function Checkout() {
    return <RetryPayment orderId={Route.useSearch().orderId} />;
  },
});
