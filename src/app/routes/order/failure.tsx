import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PaymentFailure } from '@/features/payment/result-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/order/failure')({
  head: () => pageHead({ title: 'Order Failed' }),
  validateSearch: z.object({ orderId: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  component: function Failure() {
    return <PaymentFailure orderId={Route.useSearch().orderId} />;
  },
});
