import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** One order of the shopper: its details page and the payment retry read the same answer. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['personal', 'order', orderId],
    queryFn: ({ signal }) =>
      callApi('getOrder', { params: { orderId }, signal }).then((r) => r.order),
  });
