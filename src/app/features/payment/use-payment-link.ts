import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { doPayment } from '@shared/api/payment';
import { messages } from '@shared/messages';
import { ApiError, callApi } from '@/lib/api-client';
import { useOnline } from '@/lib/online';

export type PaymentLink = z.output<typeof doPayment.response>;
export type LinkState =
  | { kind: 'starting' }
  | { kind: 'ready'; link: PaymentLink }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string; status: number };

/**
 * Asks the server for the order's payment link once the shop is online. Each call is a new
 * payment attempt on the server, for the order's own total; the price from the URL is only
 * what the shopper was shown.
 */
export function usePaymentLink(orderId: string, price: number | undefined): LinkState {
  const online = useOnline();
  const [state, setState] = useState<LinkState>({ kind: 'starting' });
  const started = state.kind === 'ready' || state.kind === 'refused';
  useEffect(() => {
    if (started) return;
    if (!online) return setState({ kind: 'offline' });
    const abort = new AbortController();
    setState({ kind: 'starting' });
    callApi('doPayment', { body: { orderId, price: price ?? 0 }, signal: abort.signal })
      .then((link) => setState({ kind: 'ready', link }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.isNetworkError) return setState({ kind: 'offline' });
        setState({
          kind: 'refused',
          message: error instanceof ApiError ? error.message : messages.paymentInitFailed,
          status: error instanceof ApiError ? error.status : 0,
        });
      });
    return () => abort.abort();
  }, [orderId, price, online, started]);
  return state;
}
