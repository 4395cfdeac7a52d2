import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Personal data: keyed under 'personal', dropped on logout, never kept by the service worker. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['personal', 'me'],
    queryFn: ({ signal }) => callApi('accountInfo', { signal }),
  });

export const dashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['personal', 'dashboard', userId],
    queryFn: ({ signal }) => callApi('getDashboardData', { params: { userId }, signal }),
  });

export type OrderFilter = 'all' | 'placed' | 'pending' | 'cancelled';
export const ordersQueryOptions = (customerId: string, status: OrderFilter) =>
  queryOptions({
    queryKey: ['personal', 'orders', customerId, status],
    queryFn: ({ signal }) =>
      callApi('getOrders', { params: { customerId, status }, signal }).then((r) => r.orders),
  });

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['personal', 'order', orderId],
    queryFn: ({ signal }) =>
      callApi('getOrder', { params: { orderId }, signal }).then((r) => r.order),
  });

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['personal', 'addresses'],
    queryFn: ({ signal }) => callApi('getAllAddresses', { signal }).then((r) => r.addresses),
  });
