import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccess } from '@/features/payment/result-pages';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { searchParams, text } from '@/lib/search-params';

export const Route = createFileRoute('/payment/confirm')({
  head: () => pageHead({ title: m.payment_head_success() }),
  validateSearch: searchParams({ orderId: text({ max: 64 }) }),
  component: function Confirm() {
    return <OrderSuccess orderId={Route.useSearch().orderId} />;
  },
});
