import { useQuery } from '@tanstack/react-query';
import { MY_ORDERS_PAGE_SIZE } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { Pagination } from '@/components/pagination';
import { useSession } from '@/lib/session';
import { ordersQueryOptions, type OrderFilter } from './api';
import { OrderTable } from './order-table';
import { useApi } from '@/lib/use-api';

// Message functions, called while drawing (the page's language is known only then).
const FILTERS: [OrderFilter, () => string][] = [
  ['all', m.account_filter_all],
  ['placed', m.account_filter_placed],
  ['pending', m.account_filter_pending],
  ['cancelled', m.account_filter_cancelled],
];

export function MyOrders({
  status,
  page,
  onChange,
}: {
  status: OrderFilter;
  page: number;
  onChange: (next: { status?: OrderFilter; page?: number }) => void;
}) {
  const { user } = useSession();
  const query = useQuery({
    ...ordersQueryOptions(useApi(), user?.id ?? '', status),
    enabled: !!user,
  });
  const orders = query.data ?? [];
  const rows = orders.slice((page - 1) * MY_ORDERS_PAGE_SIZE, page * MY_ORDERS_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{m.account_my_orders()}</h1>
        <label className="text-sm">
          <span className="sr-only">{m.account_order_status()}</span>
          {/* A new filter starts again at page 1. */}
          <select
            aria-label={m.account_order_status()}
            value={status}
            onChange={(e) => onChange({ status: e.target.value as OrderFilter, page: 1 })}
            className="min-h-11 rounded border bg-white px-2 py-1 md:min-h-0"
          >
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label()}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SavedAt at={query.dataUpdatedAt} />
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <OfflineMessage onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-slate-600">{m.account_no_orders()}</p>
      ) : (
        <OrderTable
          orders={rows}
          headings={[
            m.account_order_id(),
            m.account_col_amount(),
            m.account_col_payment(),
            m.account_col_status(),
            m.account_col_actions(),
          ]}
          view={false}
        />
      )}
      <Pagination
        page={page}
        total={orders.length}
        pageSize={MY_ORDERS_PAGE_SIZE}
        onPage={(p) => onChange({ page: p })}
      />
    </div>
  );
}
