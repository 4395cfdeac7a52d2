import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ShopMetrics } from '../observability/shop-metrics';
import type { CourierProvider } from '../providers/courier-provider';
import type { PaymentProvider } from '../providers/payment-provider';
import type { SmsProvider } from '../providers/sms';
import type { Pressure } from './admission/pressure';
import type { CatalogueUpdates } from './catalogue-updates';
import type { Readiness } from './readiness';
import type { SessionEnds } from './session-ends';
import type { SessionTokens } from './session-tokens';

/**
 * What every module's routes (and the health check, chat's socket and the page renderer) are
 * built with: one object, made once in buildApp, the only way a dependency travels; nothing is
 * decorated onto the Fastify instance (docs/decisions.md). Read a field when it is used, not
 * once at registration: tests swap `pressure` or `readiness` on the same object.
 */
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
  /** The app's series (counters of OTP sends, payments, the outbox...); served at /metrics. */
  metrics: ShopMetrics;
  /** The catalogue's update signal: subscribe to drop what was built from catalogue answers. */
  catalogueUpdates: CatalogueUpdates;
  /** How hard the instance is pressed now (load-shedding.ts samples it; readiness and pages read it). */
  pressure: () => Pressure;
  /** What readiness answers besides the database: draining, chat's LISTEN connection (health.ts). */
  readiness: Readiness;
  /** Headers that give an inner request (app.inject) of this app the id it should carry. */
  innerRequestHeaders: (id: string) => Record<string, string>;
}
