import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/use-api';

/**
 * A new payment attempt on the server for the order's own total (the price is only what the
 * shopper was shown); `signal` lets a page that goes away drop the request.
 */
export function useStartPayment() {
  const api = useApi();
  return useMutation({
    mutationFn: ({
      orderId,
      price,
      signal,
    }: {
      orderId: string;
      price: number;
      signal: AbortSignal;
    }) => api.call('doPayment', { body: { orderId, price }, signal }),
  });
}

/** The hosted checkout's form address and sealed data, for card, net banking and wallets. */
export function useHostedCheckout() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: {
      orderId: string;
      amount: number;
      firstname: string;
      email: string;
      phone: string;
    }) => api.call('initiateHostedPayment', { body }),
  });
}
