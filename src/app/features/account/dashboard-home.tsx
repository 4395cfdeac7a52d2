import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_ORDERS_PAGE_SIZE } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { Pagination } from '@/components/pagination';
import { useSession } from '@/lib/session';
import { dashboardQueryOptions } from './api';
import { OrderTable } from './order-table';
import { PushSetting } from '@/components/push-setting';
import { useApi } from '@/lib/use-api';

export function DashboardHome() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...dashboardQueryOptions(useApi(), user?.id ?? ''), enabled: !!user });
  if (query.isPending) return <Loading />;
  if (!query.data) return <OfflineMessage onRetry={() => void query.refetch()} />;
  const d = query.data;
  const size = DASHBOARD_RECENT_ORDERS_PAGE_SIZE;
  const rows = d.recentOrders.slice((page - 1) * size, page * size);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{m.account_dashboard()}</h1>
      <SavedAt at={query.dataUpdatedAt} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {[
          [m.account_total_orders(), d.totalOrder],
          [m.account_pending_orders(), d.pendingOrder],
          [m.account_cancelled_orders(), d.cancelledOrder],
        ].map(([label, n]) => (
          <li key={label} className="rounded-lg border bg-white p-4">
            <p className="text-2xl font-bold">{n}</p>
            <p className="text-sm text-slate-600">{label}</p>
          </li>
        ))}
      </ul>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{m.account_recent_orders()}</h2>
        {rows.length === 0 ? (
          <p className="text-slate-600">{m.account_no_recent_orders()}</p>
        ) : (
          <OrderTable
            orders={rows}
            headings={[
              m.account_order_id(),
              m.account_col_price(),
              m.account_col_payment(),
              m.account_col_order_status(),
              m.account_col_action(),
            ]}
            view
          />
        )}
        <div className="mt-3">
          <Pagination page={page} total={d.recentOrders.length} pageSize={size} onPage={setPage} />
        </div>
      </section>
      <PushSetting />
    </div>
  );
}
