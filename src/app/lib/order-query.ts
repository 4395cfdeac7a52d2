import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';

/** One order of the shopper: its details page and the payment retry read the same answer. */
export const orderKey = (orderId: string) => ['personal', 'order', orderId] as const;

export const orderQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) =>
      api.call('getOrder', { params: { orderId }, signal }).then((r) => r.order),
  });
