import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_ORDERS_PAGE_SIZE } from '@shared/constants';
import { messages } from '@shared/messages';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { Pagination } from '@/components/pagination';
import { useSession } from '@/lib/session';
import { dashboardQueryOptions } from './api';
import { OrderTable } from './order-table';
import { PushSetting } from '@/components/push-setting';

export function DashboardHome() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...dashboardQueryOptions(user?.id ?? ''), enabled: !!user });
  if (query.isPending) return <Loading />;
  if (!query.data) return <OfflineMessage onRetry={() => void query.refetch()} />;
  const d = query.data;
  const size = DASHBOARD_RECENT_ORDERS_PAGE_SIZE;
  const rows = d.recentOrders.slice((page - 1) * size, page * size);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">Dashboard</h1>
      <SavedAt at={query.dataUpdatedAt} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {[
          ['Total Orders', d.totalOrder],
          ['Pending Orders', d.pendingOrder],
          ['Cancelled Orders', d.cancelledOrder],
        ].map(([label, n]) => (
          <li key={label} className="rounded-lg border bg-white p-4">
            <p className="text-2xl font-bold">{n}</p>
            <p className="text-sm text-slate-600">{label}</p>
          </li>
        ))}
      </ul>
      <section>
        <h2 className="mb-2 text-lg font-semibold">Recent Orders</h2>
        {rows.length === 0 ? (
          <p className="text-slate-600">{messages.noRecentOrders}</p>
        ) : (
          <OrderTable
            orders={rows}
            headings={['Order ID', 'Price', 'Payment', 'Order Status', 'Action']}
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
