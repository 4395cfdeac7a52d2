import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { MAX_REQUEST_BYTES } from '@shared/constants';
import type { Config } from './config';
import type { Pool } from 'pg';
import { DEFAULT_POOL_SIZE, type Db } from './db/client';
import type { AppDeps } from './http/context';
import { installAnswerLanguage } from './http/answer-language';
import { answerFrameworkError, installErrorHandling, jsonNotFound } from './http/errors';
import { installCrossSiteGuard } from './http/cross-site-guard';
import { installDevOnlyGuard } from './http/dev-only';
import { installInputGuards } from './http/input-guards';
import { useBoundedJson } from './http/json-body';
import { countAdmissionRefusals } from './http/admission/admission-metrics';
import { installLoadShedding } from './http/admission/load-shedding';
import type { Pressure } from './http/admission/pressure';
import { registerHealth } from './http/health';
import { readyInstance } from './http/readiness';
import { registerOgImageRoute } from './modules/images/og-route';
import { registerPushRoutes } from './modules/push/routes';
import { PushSender } from './modules/push/push-sender';
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTIONS_PER_IP,
} from './http/admission/connection-cap';
import { guardFileTable } from './http/admission/file-limit';
import { installCompression } from './http/compression';
import { loggerOptions, terminalLogStream, type LogStream } from './http/logging';
import type { Tracing } from './observability/tracing-switch';
import { installHttpMetrics } from './observability/http-metrics';
import { registerMetricsRoute } from './observability/metrics-route';
import { installRequestIdHeader, requestIds } from './observability/request-id';
import { LISTEN_DOWN_SERIES, ShopMetrics } from './observability/shop-metrics';
import { installForwardedHeader } from './http/forwarded-header';
import { TrustedPeers } from './observability/trusted-peers';
import { watchPool } from './observability/db-metrics';
import { registerTelemetryRoutes } from './observability/telemetry-routes';
import { clientScriptHashes, serveClient } from './static-client';
import { registerWebManifest } from './web-manifest';
import { installPersonalNoStore, installSecurityHeaders } from './http/security-headers';
import { installPublicCache } from './http/public-cache';
import { installAfterResponse } from './http/after-response';
import { CatalogueUpdates } from './http/catalogue-updates';
import { relayCatalogueUpdates } from './modules/catalogue/catalogue-updates-relay';
import { SessionTokens } from './http/session-tokens';
import { SessionEnds } from './http/session-ends';
import type { SmsProvider } from './providers/sms';
import type { PaymentProvider } from './providers/payment-provider';
import type { CourierProvider } from './providers/courier-provider';
import { courierProviderFor, paymentProviderFor, smsProviderFor } from './providers/factory';
import { registerReturnRoutes } from './modules/returns/routes';
import { registerPaymentRoutes } from './modules/payment/routes';
import { registerSandboxPayerRoutes } from './modules/payment/sandbox-payer-routes';
import { registerShippingRoutes } from './modules/shipping/routes';
import { registerInvoiceRoute } from './modules/payment/invoice/invoice-route';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerCartRoutes } from './modules/cart/routes';
import { registerChangeRoutes } from './modules/changes/routes';
import { registerWishlistRoutes } from './modules/wishlist/routes';
import { registerChatRoutes } from './modules/chat/routes';
import { attachChatSocket } from './realtime/chat-server';
import { registerAddressRoutes } from './modules/addresses/routes';
import { orderPageMissing } from './ssr/order-page';
import { cataloguePages, listingPageMissing } from './ssr/listing-pages';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerPincodeRoutes } from './modules/pincode/routes';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { gateSearches, searchGateOptions } from './http/admission/search-gate';
import { registerImageRoutes } from './modules/images/routes';
import { registerReviewRoutes } from './modules/reviews/routes';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** With PostgreSQL: instances share chat (rooms, presence) through Socket.IO's PostgreSQL adapter. */
  pgPool?: Pool | null;
  sms?: SmsProvider;
  /** Tests may hand in a provider; otherwise the configuration chooses (providers/factory.ts). */
  payment?: PaymentProvider;
  /** Tests may hand in a courier (a sandbox on a test clock); otherwise the configuration's. */
  courier?: CourierProvider;
  /** The built client (vite build); served when it holds an index.html. */
  clientDir?: string;
  /** Log lines go here instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The process's logger (main.ts), instead of one made from LOG_LEVEL and logStream. */
  logger?: FastifyBaseLogger;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it (main.ts). */
  tracing?: Tracing | null;
}

/**
 * What buildApp made: the app, and the dependencies it was built with, for what drives them from
 * outside a request (serve.ts's timers and drain, tests, benchmarks). The push sender is here and
 * not in AppDeps: modules only ask it to send now (`deps.pushSent`); its rounds are the caller's.
 */
export interface BuiltApp {
  app: FastifyInstance;
  deps: ServerDeps;
}

export interface ServerDeps extends AppDeps {
  /** Sends the queued notifications (push_deliveries); serve.ts polls, tests run rounds. */
  pushSender: PushSender;
}

/** Trusts the nearest `hops` proxies: hop 0 is the connection's peer, hop 1 the address it forwarded, ... */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The Fastify instance: logger, request ids, body and time limits. A request must arrive whole
 * in time (see requestTimeout below).
 */
async function createFastify(options: BuildOptions, ids: ReturnType<typeof requestIds>) {
  const { config } = options;
  const requestTimeoutMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return Fastify({
    bodyLimit: MAX_REQUEST_BYTES,
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: loggerOptions(
            config.LOG_LEVEL,
            options.logStream ?? (await terminalLogStream(config.NODE_ENV)),
          ),
        }),
    genReqId: ids.generate,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors: answerFrameworkError,
    // A hop count becomes the function Fastify itself makes of one (its types take no number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // A request must arrive whole in time: a body trickled a byte at a time is cut off with a
    // 408 instead of holding a connection for as long as the sender likes. Node checks the
    // deadline on an interval, so the interval is kept well under it, and the headers deadline
    // must not exceed the request's (Node then swaps the two and the body gets the longer one).
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, requestTimeoutMs / 2),
    },
  });
}

/** Every endpoint of the API, chat's socket, the pictures and the manifest. */
function registerApi(
  app: FastifyInstance,
  deps: AppDeps,
  options: BuildOptions,
  peers: TrustedPeers,
): void {
  const { config, metrics } = deps;
  registerHealth(app, deps);
  if (config.METRICS_ENABLED)
    registerMetricsRoute(app, metrics, { token: config.METRICS_TOKEN, peers });
  registerTelemetryRoutes(app, deps);
  gateSearches(app, metrics, searchGateOptions(!config.DATABASE_URL));
  registerCatalogueRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerWishlistRoutes(app, deps);
  registerChangeRoutes(app, deps);
  // Socket.IO on the app's own HTTP server; the chat's routes deliver through it.
  const chat = attachChatSocket(app, deps, options.pgPool ?? null);
  registerChatRoutes(app, deps, chat);
  metrics.watch('bazaar_chat_sockets', 'Chat sockets connected to this instance', () => {
    return chat.io.of('/').sockets.size;
  });
  if (options.pgPool)
    metrics.watch(
      LISTEN_DOWN_SERIES,
      "How long chat's LISTEN connection has been down (0: listening)",
      () => deps.readiness.chatRelayDownMs() / 1000,
    );
  registerContactRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerPincodeRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerReturnRoutes(app, deps);
  registerSandboxPayerRoutes(app, deps);
  registerInvoiceRoute(app, deps);
  registerImageRoutes(app, deps);
  registerOgImageRoute(app, deps);
  registerPushRoutes(app, deps);
  registerWebManifest(app, config.SHOP_NAME);
}

/** The OpenAPI description of src/shared/api, served at /api/openapi.json. */
async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'The public contract of src/shared/api',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** How the built client's pages are served: rendered, found missing, named. */
function clientRendering(deps: AppDeps) {
  const { config } = deps;
  return {
    rendersPerSecond: config.SSR_RENDERS_PER_SECOND,
    shopName: config.SHOP_NAME,
    publicOrigin: config.PUBLIC_ORIGIN,
    personalPageMissing: orderPageMissing(deps),
    publicPageMissing: listingPageMissing(deps),
    catalogue: cataloguePages(deps),
  };
}

/** Builds the whole API; main.ts listens, tests and benchmarks inject. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const peers = new TrustedPeers(config.TRUST_PROXY);
  const ids = requestIds(peers);
  const app = await createFastify(options, ids);
  // First, before any hook or route: @fastify/otel instruments those registered after it.
  if (options.tracing) await app.register(options.tracing.fastifyPlugin);
  capConnectionsPerAddress(
    app.server,
    config.MAX_CONNECTIONS_PER_IP ?? (config.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_IP),
  );
  // The pool, chat's LISTEN connection and the catalogue's: handles no client may take.
  guardFileTable(app.server, app.log, {
    reservedForDatabase: options.pgPool ? (config.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE) + 2 : 0,
  });
  const metrics = new ShopMetrics();
  const catalogueUpdates = new CatalogueUpdates();
  const pressure = await installHooks(app, options, { metrics, catalogueUpdates, peers });
  const deps = serverDeps(app, options, {
    metrics,
    catalogueUpdates,
    pressure,
    innerRequestHeaders: ids.innerHeaders,
  });
  registerApi(app, deps, options, peers);

  const clientRoute = options.clientDir
    ? await serveClient(app, deps, options.clientDir, clientRendering(deps))
    : null;
  app.setNotFoundHandler(
    (request, reply) => clientRoute?.(request, reply) ?? jsonNotFound(request, reply),
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return { app, deps };
}

/**
 * Every hook, in the order they must run, and the plugins they need; answers the instance's
 * pressure, which load shedding samples.
 */
async function installHooks(
  app: FastifyInstance,
  options: BuildOptions,
  made: { metrics: ShopMetrics; catalogueUpdates: CatalogueUpdates; peers: TrustedPeers },
): Promise<() => Pressure> {
  const { config } = options;
  const { metrics, catalogueUpdates, peers } = made;
  // First: a request refused by any later hook is timed and counted too.
  if (config.METRICS_ENABLED) installHttpMetrics(app, metrics);
  installRequestIdHeader(app);
  installForwardedHeader(app, peers); // before every reader of the client's address
  if (options.pgPool) watchPool(metrics, options.pgPool);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installAnswerLanguage(app);
  installDevOnlyGuard(app);
  installCrossSiteGuard(app);
  countAdmissionRefusals(app, metrics);
  const pressure = installLoadShedding(
    app,
    {
      maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
      maxRssBytes: config.SHED_RSS_MB * 1024 * 1024,
    },
    metrics,
  );
  useBoundedJson(app);
  installInputGuards(app);
  await installCompression(app);
  await installSecurityHeaders(app, {
    production: config.NODE_ENV === 'production',
    scriptHashes: options.clientDir ? clientScriptHashes(options.clientDir) : [],
  });

  await app.register(cookie);
  // After the cookie plugin: its onSend hook writes set-cookie, which this one looks for.
  installPersonalNoStore(app);
  installPublicCache(app, catalogueUpdates);
  if (options.pgPool) {
    const relay = relayCatalogueUpdates(catalogueUpdates, options.pgPool, app.log);
    app.addHook('onReady', () => relay.firstListen);
    app.addHook('onClose', relay.stop);
  }
  installAfterResponse(app);
  await registerOpenApi(app);
  return pressure;
}

/** The one dependencies object: made once here, handed to every route registration. */
function serverDeps(
  app: FastifyInstance,
  options: BuildOptions,
  made: Pick<AppDeps, 'metrics' | 'catalogueUpdates' | 'pressure' | 'innerRequestHeaders'>,
): ServerDeps {
  const { config, db } = options;
  const { metrics } = made;
  const pushSender = new PushSender(db, config, app.log, (round) => {
    metrics.pushSends.inc({ outcome: 'delivered' }, round.sent);
    metrics.pushSends.inc({ outcome: 'retried' }, round.retried);
    metrics.pushSends.inc({ outcome: 'gave_up' }, round.gaveUp);
    metrics.pushSends.inc({ outcome: 'device_gone' }, round.removed);
  });
  return {
    ...made,
    config,
    db,
    tokens: new SessionTokens(config.JWT_SECRET),
    sms: options.sms ?? smsProviderFor(config, app.log),
    payment: options.payment ?? paymentProviderFor(config),
    courier: options.courier ?? courierProviderFor(config),
    sessionEnds: new SessionEnds(),
    pushSent: () => pushSender.kick(),
    pushSender,
    // Chat's socket sets how long its LISTEN connection is down; serve.ts sets draining.
    readiness: readyInstance(),
  };
}
