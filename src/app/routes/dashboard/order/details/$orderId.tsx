import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '@/features/account/order-details';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/order/details/$orderId')({
  head: () => pageHead({ title: 'Order Details' }),
  component: function Details() {
    return <OrderDetails orderId={Route.useParams().orderId} />;
  },
});
