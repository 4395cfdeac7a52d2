import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Series only an app on PostgreSQL serves (its pool, chat's LISTEN connection). */
export const POOL_SERIES = {
  connections: 'bazaar_db_pool_connections',
  idle: 'bazaar_db_pool_idle_connections',
  waiting: 'bazaar_db_pool_waiting_queries',
} as const;
export const LISTEN_DOWN_SERIES = 'bazaar_chat_listen_down_seconds';
export const POSTGRES_ONLY_SERIES = [...Object.values(POOL_SERIES), LISTEN_DOWN_SERIES];

/** Seconds: from a cached read (a few ms) to a slow page or upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The series of one app instance, in a registry of its own: tests build many apps in one process,
 * and each must count only its own requests. Process-wide series (heap, GC, event-loop lag) live
 * once per process in process-metrics.ts. Labels are bounded: route templates, methods, status
 * classes and fixed outcome names, never an id or a raw URL.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status class (rate and errors from _count)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: this.registers,
  });
  readonly inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests received and not yet answered',
    registers: this.registers,
  });
  readonly ssrRenders = new Counter({
    name: 'bazaar_ssr_renders_total',
    help: 'Pages the server rendered, by outcome (rendered, not_found, failed)',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  readonly ssrCacheHits = new Counter({
    name: 'bazaar_ssr_cache_hits_total',
    help: 'Pages answered from the rendered-page cache',
    registers: this.registers,
  });
  readonly ssrShellFallbacks = new Counter({
    name: 'bazaar_ssr_shell_fallbacks_total',
    help: 'Public pages answered with the shell instead of a render, by reason',
    labelNames: ['reason'] as const,
    registers: this.registers,
  });
  readonly shedRequests = new Counter({
    name: 'bazaar_shed_requests_total',
    help: 'Requests refused with 503 to protect the instance, by reason',
    labelNames: ['reason'] as const,
    registers: this.registers,
  });
  readonly admissionRefusals = new Counter({
    name: 'bazaar_admission_refusals_total',
    help: 'Requests refused or deferred by an admission policy, by its name (http/admission/policies.ts)',
    labelNames: ['policy'] as const,
    registers: this.registers,
  });
  readonly outboxBatches = new Counter({
    name: 'bazaar_outbox_batches_total',
    help: 'POST /api/changes batches, by outcome (complete, or stopped at a change to retry later)',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  readonly outboxChanges = new Counter({
    name: 'bazaar_outbox_changes_total',
    help: 'Queued changes of the outbox, by outcome (applied, refused, later, not_run)',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  readonly idempotentReplays = new Counter({
    name: 'bazaar_idempotent_replays_total',
    help: 'Writes answered from the stored answer of their Idempotency-Key',
    registers: this.registers,
  });
  readonly otpSends = new Counter({
    name: 'bazaar_otp_sends_total',
    help: 'OTP texts handed to the SMS provider, by provider and outcome (sent, failed)',
    labelNames: ['provider', 'outcome'] as const,
    registers: this.registers,
  });
  readonly paymentsStarted = new Counter({
    name: 'bazaar_payments_started_total',
    help: 'Payment attempts started, by provider',
    labelNames: ['provider'] as const,
    registers: this.registers,
  });
  readonly paymentEvents = new Counter({
    name: 'bazaar_payment_events_total',
    help: 'Gateway payment events received, by provider, state (paid, failed) and outcome',
    labelNames: ['provider', 'state', 'outcome'] as const,
    registers: this.registers,
  });
  readonly webhookVerifications = new Counter({
    name: 'bazaar_payment_webhook_verifications_total',
    help: 'Payment webhooks by signature check (valid, bad_signature, malformed)',
    labelNames: ['provider', 'result'] as const,
    registers: this.registers,
  });
  readonly pushSends = new Counter({
    name: 'bazaar_push_sends_total',
    help: 'Web Push sends, by outcome (delivered, retried, gave_up, device_gone)',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  readonly rumSeconds = new Histogram({
    name: 'bazaar_rum_vital_seconds',
    help: "Shoppers' Web Vitals (LCP, INP, FCP, TTFB) by page route, connection and source",
    labelNames: ['vital', 'route', 'connection', 'source'] as const,
    buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: this.registers,
  });
  readonly rumCls = new Histogram({
    name: 'bazaar_rum_cls',
    help: "Shoppers' Cumulative Layout Shift by page route, connection and source",
    labelNames: ['route', 'connection', 'source'] as const,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: this.registers,
  });
  readonly rumDropped = new Counter({
    name: 'bazaar_rum_dropped_total',
    help: 'Web Vitals reports not counted: a route the app does not have, or past the bound on label sets',
    labelNames: ['reason'] as const,
    registers: this.registers,
  });
  readonly clientErrors = new Counter({
    name: 'bazaar_client_errors_total',
    help: "Errors reported by shoppers' browsers, by kind (error, rejection, boundary, worker)",
    labelNames: ['kind'] as const,
    registers: this.registers,
  });
  readonly queryDuration = new Histogram({
    name: 'bazaar_db_query_duration_seconds',
    help: 'Database queries, from the call to the answer (PostgreSQL pool)',
    buckets: QUERY_BUCKETS,
    registers: this.registers,
  });

  /** A gauge read when scraped (sockets, pool sizes, LISTEN state). */
  watch(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: this.registers,
      collect() {
        this.set(read());
      },
    });
  }

  constructor() {
    // Both reasons from the start: dropped reports change a value, never the set of series.
    for (const reason of ['unknown_route', 'series_limit']) this.rumDropped.inc({ reason }, 0);
  }
}
