import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MyOrders } from '@/features/account/my-orders';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/my-orders')({
  head: () => pageHead({ title: 'My Orders' }),
  validateSearch: z.object({
    status: z.catch(z.optional(z.enum(['all', 'placed', 'pending', 'cancelled'])), undefined),
    page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
  }),
  component: function Orders() {
    const { status = 'all', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MyOrders status={status} page={page} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
  },
});
