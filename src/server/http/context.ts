import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ShopMetrics } from '../observability/shop-metrics';
import type { CourierProvider } from '../providers/courier-provider';
import type { PaymentProvider } from '../providers/payment-provider';
import type { SmsProvider } from '../providers/sms';
import type { SessionEnds } from './session-ends';
import type { SessionTokens } from './session-tokens';

/** What every module's routes are built with: one object, made once in buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: SessionTokens;
  sms: SmsProvider;
  payment: PaymentProvider;
  /** The courier the sellers hand parcels to, return pickups book through, and whose scans the webhook reads. */
  courier: CourierProvider;
  /** Logouts and password changes, for the chat sockets opened with those sessions. */
  sessionEnds: SessionEnds;
  /** A notification was queued (the push_deliveries table): send it now rather than at the next poll. */
  pushSent: () => void;
  /** The app's series (counters of OTP sends, payments, the outbox...). */
  metrics: ShopMetrics;
}
