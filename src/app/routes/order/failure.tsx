import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailure } from '@/features/payment/result-pages';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { searchParams, text } from '@/lib/search-params';

export const Route = createFileRoute('/order/failure')({
  head: () => pageHead({ title: m.payment_head_order_failed() }),
  validateSearch: searchParams({ orderId: text({ max: 64 }) }),
  component: function Failure() {
    return <PaymentFailure orderId={Route.useSearch().orderId} />;
  },
});
