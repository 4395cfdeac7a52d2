import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * A new payment attempt on the server for the order's own total (the price is only what the
 * shopper was shown); `signal` lets a page that goes away drop the request.
 */
export const useStartPayment = () =>
  useMutation({
    mutationFn: ({
      orderId,
      price,
      signal,
    }: {
      orderId: string;
      price: number;
      signal: AbortSignal;
    }) => callApi('doPayment', { body: { orderId, price }, signal }),
  });

/** The hosted checkout's form address and sealed data, for card, net banking and wallets. */
export const useHostedCheckout = () =>
  useMutation({
    mutationFn: (body: {
      orderId: string;
      amount: number;
      firstname: string;
      email: string;
      phone: string;
    }) => callApi('initiateHostedPayment', { body }),
  });
