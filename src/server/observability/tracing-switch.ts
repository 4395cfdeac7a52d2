import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config';

/** What the server uses of tracing once it runs (tracing.ts). */
export interface Tracing {
  /** @fastify/otel's plugin: registered first, it sees every route and hook of the app. */
  fastifyPlugin: FastifyPluginCallback;
  /** The active span's trace and span ids, added to every log line (pino's mixin). */
  logFields(): Record<string, string>;
  /** Sends the spans still batched. */
  shutdown(): Promise<void>;
}

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise null, and not one module of
 * OpenTelemetry is loaded (the import below is the only way to them).
 */
export async function startTracingIfAsked(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>,
): Promise<Tracing | null> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const { startTracing } = await import('./tracing');
  return startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT);
}
