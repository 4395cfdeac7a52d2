import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OrderSuccess } from '@/features/payment/result-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/payment/confirm')({
  head: () => pageHead({ title: 'Payment Successful' }),
  validateSearch: z.object({ orderId: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  component: function Confirm() {
    return <OrderSuccess orderId={Route.useSearch().orderId} />;
  },
});
