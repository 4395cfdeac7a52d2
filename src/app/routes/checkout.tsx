import { createFileRoute } from '@tanstack/react-router';
import { RetryPayment } from '@/features/payment/retry-payment';
import { requireShopper } from '@/lib/require-shopper';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { searchParams, text } from '@/lib/search-params';

export const Route = createFileRoute('/checkout')({
  head: () => pageHead({ title: m.checkout_head_retry() }),
  validateSearch: searchParams({ orderId: text({ max: 64 }) }),
  beforeLoad: requireShopper,
  component: function Checkout() {
    return <RetryPayment orderId={Route.useSearch().orderId} />;
  },
});
