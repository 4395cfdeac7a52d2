import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type ServerDeps } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { isFirstStartOnPglite, setUpDatabase, setUpInChildProcess } from './database-setup';
import { indexUnsearchableProducts } from './modules/catalogue/search/index-repository';
import { startOrderExpiry } from './modules/orders/expiry';
import { startPruning } from './modules/housekeeping/prune';
import { startReconciliation } from './modules/payment/reconciliation';
import { startCourierClock } from './modules/shipping/sandbox-clock';
import { courierProviderFor, paymentProviderFor, smsProviderFor } from './providers/factory';
import { joinInstances } from './secret-agreement';
import type { Tracing } from './observability/tracing-switch';

/**
 * One process (main.ts starts it): migrations, first-start seed (on PGlite in a child process of
 * its own, database-setup.ts), then the API and the built PWA, until a signal drains and stops it.
 */
export async function serve(
  config: Config,
  log: FastifyBaseLogger,
  tracing: Tracing | null,
): Promise<void> {
  if (isFirstStartOnPglite(config)) await setUpInChildProcess();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_POOL_SIZE && { poolSize: config.DATABASE_POOL_SIZE }),
    log,
  });
  await setUpDatabase(database, config, log);
  // PGlite admits one process (its data folder is locked): only on PostgreSQL are there other
  // instances whose secrets must agree with these.
  const membership =
    database.driver === 'postgres'
      ? await database.exclusively(() =>
          joinInstances(database.db, config, {
            onHeartbeatError: (error) =>
              log.warn({ err: error }, 'secret agreement heartbeat failed'),
          }),
        )
      : null;
  const payment = paymentProviderFor(config);
  const courier = courierProviderFor(config);
  const sms = smsProviderFor(config, log);
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    pgPool: database.pool,
    payment,
    courier,
    sms,
    clientDir: config.CLIENT_DIR,
    logger: log,
    tracing,
  });
  // Products from before the search document, or written without one, become findable.
  const indexed = await database.exclusively(() => indexUnsearchableProducts(database.db));
  if (indexed > 0) app.log.info({ indexed }, 'made the search documents of products without one');
  const stopJobs = startJobs(app.log, deps);
  const shutdown = async (signal: string) => {
    // Draining: readiness turns 503 at once and the instance keeps serving what still comes
    // while the balancer notices; then its own chat sockets are closed (their clients connect
    // to another instance), requests in flight finish, and it exits.
    deps.readiness.draining = true;
    app.log.info({ signal, drainSeconds: config.DRAIN_SECONDS }, 'draining');
    await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
    stopJobs();
    await deps.pushSender.idle();
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await membership?.leave();
    await database.close();
    // The spans of the last requests, before the process ends.
    await tracing?.shutdown();
    process.exit(0);
  };
  // A promise someone forgot to handle is a bug to log, not a reason to drop every shopper's
  // connection (Node's default ends the process).
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Shop on http://localhost:${config.PORT} (database: ${database.driver})`);
}

/**
 * The instance's background work: unpaid orders expire, notifications go, payments are
 * reconciled, the sandbox courier moves its parcels along (a real courier posts its own scans),
 * old rows are pruned. Answers what stops them all.
 */
function startJobs(log: FastifyBaseLogger, deps: ServerDeps): () => void {
  const { db, config, catalogueUpdates, pushSender } = deps;
  const stops = [
    startOrderExpiry(db, log, () => {
      catalogueUpdates.invalidate('orders expired');
      pushSender.kick();
    }),
    pushSender.start(),
    startReconciliation(
      db,
      deps.payment,
      log,
      () => {
        catalogueUpdates.invalidate('payment');
        pushSender.kick();
      },
      deps.sms,
    ),
    startCourierClock(db, deps.courier, deps.sms, config.SANDBOX_COURIER_STEP_SECONDS, log, () =>
      pushSender.kick(),
    ),
    startPruning(db, log, config.DATA_DIR),
  ];
  return () => stops.forEach((stop) => stop());
}
