import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it, attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT names (the exporter appends /v1/traces). */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Resolves once the spans received so far satisfy `found`, with what it returned. */
  until<T>(found: (spans: ReceivedSpan[]) => T | undefined): Promise<T>;
  close(): Promise<void>;
}

interface JsonAttribute {
  key: string;
  value: Record<string, unknown>;
}
interface JsonExport {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, 'attributes' | 'scope'> & { attributes?: JsonAttribute[] })[];
    }[];
  }[];
}

/** A collector of OTLP/HTTP JSON traces on a free loopback port, keeping what it is sent. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      spans.push(...flatten(JSON.parse(body) as JsonExport));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const check of waiting) check();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    until: (found) =>
      new Promise((resolve) => {
        const check = () => {
          const result = found(spans);
          if (result === undefined) return;
          waiting.delete(check);
          resolve(result);
        };
        waiting.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function flatten(body: JsonExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resource) =>
    (resource.scopeSpans ?? []).flatMap((scoped) =>
      (scoped.spans ?? []).map((span) => ({
        ...span,
        scope: scoped.scope?.name ?? '',
        attributes: Object.fromEntries(
          (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
        ),
      })),
    ),
  );
}
