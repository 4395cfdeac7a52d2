import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from '@/lib/use-api';
import { storeToken } from '@/lib/session';

/** Personal data: keyed under 'personal', dropped on logout, never kept by the service worker. */
export const meQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['personal', 'me'],
    queryFn: ({ signal }) => api.call('accountInfo', { signal }),
  });

export const dashboardQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: ['personal', 'dashboard', userId],
    queryFn: ({ signal }) => api.call('getDashboardData', { params: { userId }, signal }),
  });

export type OrderFilter = 'all' | 'placed' | 'pending' | 'cancelled';
export const ordersQueryOptions = (api: ApiClient, customerId: string, status: OrderFilter) =>
  queryOptions({
    queryKey: ['personal', 'orders', customerId, status],
    queryFn: ({ signal }) =>
      api.call('getOrders', { params: { customerId, status }, signal }).then((r) => r.orders),
  });

/** Profile and password changes answer a fresh token: this session continues with it. */
export function useUpdateProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { name: string; email: string }) => api.call('updateProfile', { body }),
    onSuccess: (answer) => storeToken(answer.token),
  });
}

/** Adding a mobile number: an OTP to the number, then its check, which answers a fresh token. */
export function useAddMobile() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { mobile: string; otp?: string }) =>
      api.call('addMobile', {
        body: body.otp
          ? { step: 'verify_otp', mobile: body.mobile, otp: body.otp }
          : { step: 'send_otp', mobile: body.mobile },
      }),
    onSuccess: (answer) => {
      if ('token' in answer) storeToken(answer.token);
    },
  });
}

// A password change ends every session of the account; this one goes on with the answer's token.
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { oldPassword?: string; newPassword: string }) =>
      api.call('changePassword', { body }),
    onSuccess: (answer) => storeToken(answer.token),
  });
}
