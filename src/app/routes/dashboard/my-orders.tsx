import { createFileRoute } from '@tanstack/react-router';
import { MyOrders } from '@/features/account/my-orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { oneOf, searchParams, wholeNumber } from '@/lib/search-params';

export const Route = createFileRoute('/dashboard/my-orders')({
  head: () => pageHead({ title: m.account_head_orders() }),
  validateSearch: searchParams({
    status: oneOf(['all', 'placed', 'pending', 'cancelled']),
    page: wholeNumber(1),
  }),
  component: function Orders() {
    const { status = 'all', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MyOrders
        status={status}
        page={page}
        onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })}
      />
    );
  },
});
