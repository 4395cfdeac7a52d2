import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '@/features/account/order-details';

export const Route = createFileRoute('/dashboard/order/details/$orderId')({
  component: function Details() {
    return <OrderDetails orderId={Route.useParams().orderId} />;
  },
});
