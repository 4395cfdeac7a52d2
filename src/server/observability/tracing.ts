import { trace } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SocketIoInstrumentation } from '@opentelemetry/instrumentation-socket.io';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Requests an operator's traces need not show: scrapes and health checks, every few seconds. */
const UNTRACED = /^\/(metrics|api\/health\/)/;

/**
 * OpenTelemetry's Node SDK exporting spans over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT
 * (`/v1/traces` appended; the OTEL_* variables of the exporter and batch processor apply):
 * a server span per HTTP request named by its route template (instrumentation-http, with the
 * route from @fastify/otel), Fastify's hooks and handler under it, PostgreSQL queries and
 * Socket.IO events. Loaded only when asked (tracing-switch.ts).
 */
// Its answer is checked against Tracing where tracing-switch.ts returns it: importing the type
// here would make the two files a circle.
export function startTracing(endpoint: string) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'bazaar-storefront',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) }))],
  });
  provider.register();
  const fastify = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => UNTRACED.test(url),
    // The path, not the URL: a query string may hold a payer link's secret.
    requestHook: (span, request) => span.setAttribute('url.path', request.url.split('?')[0]!),
  });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
        // The query's secrets, as the log redacts them (http/logging.ts).
        redactedQueryParamsServer: ['secret', 'token', 'signupToken'],
        // Outgoing: the OTLP exporter's own posts would trace themselves.
        ignoreOutgoingRequestHook: () => true,
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new SocketIoInstrumentation(),
      fastify,
    ],
  });
  return {
    fastifyPlugin: fastify.plugin(),
    logFields(): Record<string, string> {
      const context = trace.getActiveSpan()?.spanContext();
      return context ? { traceId: context.traceId, spanId: context.spanId } : {};
    },
    shutdown: () => provider.shutdown(),
  };
}

/** The OTLP/HTTP convention: the base endpoint's signal path for traces. */
function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}
