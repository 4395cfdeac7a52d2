import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeToken } from '@/lib/session';

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

/** Profile and password changes answer a fresh token: this session continues with it. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (body: { name: string; email: string }) => callApi('updateProfile', { body }),
    onSuccess: (answer) => storeToken(answer.token),
  });

/** Adding a mobile number: an OTP to the number, then its check, which answers a fresh token. */
export const useAddMobile = () =>
  useMutation({
    mutationFn: (body: { mobile: string; otp?: string }) =>
      callApi('addMobile', {
        body: body.otp
          ? { step: 'verify_otp', mobile: body.mobile, otp: body.otp }
          : { step: 'send_otp', mobile: body.mobile },
      }),
    onSuccess: (answer) => {
      if ('token' in answer) storeToken(answer.token);
    },
  });

// A password change ends every session of the account; this one goes on with the answer's token.
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword?: string; newPassword: string }) =>
      callApi('changePassword', { body }),
    onSuccess: (answer) => storeToken(answer.token),
  });
