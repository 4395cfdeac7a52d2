import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '@/features/account/order-details';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/order/details/$orderId')({
  head: () => pageHead({ title: m.account_head_order() }),
  component: function Details() {
    return <OrderDetails orderId={Route.useParams().orderId} />;
  },
});
