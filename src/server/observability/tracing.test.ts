import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { inject } from 'vitest';
import { compileServer, type CompiledServer } from '../../../tests/compiled-server';
import { freePort } from '../../../tests/free-port';
import { startOtlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';
import { databaseUrl, postgresFromTemplate } from '../test/template-database';
import { TEST_VAPID } from '../test/test-config';

const ROOT = join(import.meta.dirname, '../../..');
const SERVER_SPAN = 2;
const ROUTE = '/api/home/get-product/:slug';

/**
 * The server as a process of its own, as it runs in production (compiled, node alone) and in
 * development (the source through tsx), with OTEL_EXPORTER_OTLP_ENDPOINT pointed at a receiver
 * in this test: spans are made by the instrumentations' hooks, which only a fresh process shows.
 */
describe.each(['compiled', 'source'] as const)('tracing, the %s server', (kind) => {
  const onPostgres = inject('dbTemplate').driver === 'postgres';
  let receiver: OtlpReceiver;
  let server: ChildProcess;
  let compiled: CompiledServer | undefined;
  let dataDir: string;
  let dropDatabase = async () => {};
  const logLines: Record<string, unknown>[] = [];
  let base = '';

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-tracing-'));
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      DRAIN_SECONDS: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_RSS_MB: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      // Batches leave at once rather than every five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '10',
    };
    if (onPostgres) {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `shop_tracing_${randomBytes(6).toString('hex')}`;
      await postgresFromTemplate(inject('dbTemplate').location, adminUrl, name, 0);
      Object.assign(env, {
        DATABASE_URL: databaseUrl(adminUrl, name),
        JWT_SECRET: 'test-only-jwt-secret-0123456789abcdef',
        PAYMENT_WEBHOOK_SECRET: 'test-only-webhook-secret',
        ...TEST_VAPID,
      });
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    }
    compiled = kind === 'compiled' ? compileServer('tracing') : undefined;
    const args = compiled ? [compiled.main] : ['--import', 'tsx', 'src/server/main.ts'];
    server = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`The server exited (${code})`)));
      createInterface({ input: server.stdout! }).on('line', (line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logLines.push(entry);
        if (String(entry.msg).startsWith('Shop on')) resolve();
      });
    });
    await started;
    base = `http://127.0.0.1:${env.PORT}`;
  }, 120_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await receiver?.close();
    compiled?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  it('sends a server span named by its route template, with the trace id in its log lines', async () => {
    const response = await fetch(`${base}/api/home/get-product/no-such-product?ref=share`);
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');

    const span = await receiver.until((spans) =>
      spans.find((s) => s.kind === SERVER_SPAN && s.attributes['http.route'] === ROUTE),
    );
    expect(span.name).toBe(`GET ${ROUTE}`);
    expect(span.attributes['url.path']).toBe('/api/home/get-product/no-such-product');
    // Fastify's own span for the request, under the server's.
    const fastifySpan = await receiver.until((spans) =>
      spans.find(
        (s) => s.scope === '@fastify/otel' && s.traceId === span.traceId && s.name === 'request',
      ),
    );
    expect(fastifySpan.parentSpanId).toBe(span.spanId);

    // The log line is written after the answer, through a pipe: on a busy machine it can arrive
    // after the span did, so it is waited for rather than read at once.
    const forRequest = () => logLines.filter((line) => line.requestId === requestId);
    await vi.waitFor(
      () => expect(forRequest().map((line) => line.msg)).toContain('request completed'),
      {
        timeout: 10_000,
      },
    );
    for (const line of forRequest()) expect(line.traceId).toBe(span.traceId);
  });

  it.runIf(onPostgres)("puts the request's PostgreSQL queries under its span", async () => {
    const response = await fetch(`${base}/api/home/get-product/another-missing-product`);
    const requestId = response.headers.get('x-request-id');
    // The request's log line is written as its answer ends, and read from the server's stdout:
    // it may come after the answer has reached the test.
    const traceId = await vi.waitFor(() => {
      const id = logLines.find((line) => line.requestId === requestId)?.traceId;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      return id!;
    }, 10_000);

    // A query's span, and the server span it is under, once both have arrived.
    const [query, root] = await receiver.until((spans) => {
      const byId = new Map(spans.map((s) => [s.spanId, s]));
      for (const span of spans) {
        if (span.traceId !== traceId || !span.name.startsWith('pg.query')) continue;
        let at = byId.get(span.parentSpanId ?? '');
        while (at?.parentSpanId) at = byId.get(at.parentSpanId);
        if (at?.kind === SERVER_SPAN) return [span, at];
      }
      return undefined;
    });
    expect(root.attributes['http.route']).toBe(ROUTE);
    expect(query.attributes['db.system.name']).toBe('postgresql');
    expect(query.attributes['db.query.text']).toMatch(/^select /i);
  });
});
