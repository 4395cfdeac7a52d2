import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { doPayment } from '@shared/api/payment';
import type { ErrorCode } from '@shared/api/error-codes';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ApiError } from '@/lib/tab-api-client';
import { useOnline } from '@/lib/online';
import { useStartPayment } from './api';

export type PaymentLink = z.output<typeof doPayment.response>;
export type LinkState =
  | { kind: 'starting' }
  | { kind: 'ready'; link: PaymentLink }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string; status: number; code?: ErrorCode };

/**
 * Asks the server for the order's payment link once the shop is online. Each call is a new
 * payment attempt on the server, so it is asked once: again only after an attempt that never
 * reached the server, once the shop is back online.
 */
export function usePaymentLink(orderId: string, price: number | undefined): LinkState {
  const online = useOnline();
  const { mutate, reset, data, error, isIdle } = useStartPayment();
  const lost = error instanceof ApiError && error.isNetworkError;
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    if (!online) {
      if (lost) reset();
      return;
    }
    if (!isIdle) return;
    inFlight.current = new AbortController();
    mutate({ orderId, price: price ?? 0, signal: inFlight.current.signal });
  }, [online, lost, isIdle, reset, mutate, orderId, price]);

  if (data) return { kind: 'ready', link: data };
  if (error && !lost)
    return error instanceof ApiError
      ? { kind: 'refused', message: error.message, status: error.status, code: error.code }
      : { kind: 'refused', message: m.payment_init_failed(), status: 0 };
  return online && !lost ? { kind: 'starting' } : { kind: 'offline' };
}
