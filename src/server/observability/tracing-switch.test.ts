import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * In a fresh process (this one's modules are shared with other test files): the switch with
 * and without an endpoint, and which of OpenTelemetry's modules Node then holds. They are all
 * CommonJS, so every one loaded, however imported, is in require's cache.
 */
function loadedAfterSwitch(endpoint: string | undefined): { tracing: boolean; loaded: string[] } {
  const script = `
    import { createRequire } from 'node:module';
    import { startTracingIfAsked } from './src/server/observability/tracing-switch.ts';
    const tracing = await startTracingIfAsked({ OTEL_EXPORTER_OTLP_ENDPOINT: process.argv[1] || undefined });
    const loaded = Object.keys(createRequire(import.meta.url).cache)
      .filter((path) => /@opentelemetry|@fastify[\\\\/]otel/.test(path));
    await tracing?.shutdown();
    console.log(JSON.stringify({ tracing: tracing !== null, loaded }));
  `;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, endpoint ?? ''],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as { tracing: boolean; loaded: string[] };
}

describe('tracing switch', () => {
  it('loads no module of OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
    expect(loadedAfterSwitch(undefined)).toEqual({ tracing: false, loaded: [] });
  });

  it('loads the SDK and the instrumentations when it is set', () => {
    const { tracing, loaded } = loadedAfterSwitch('http://127.0.0.1:4318');
    expect(tracing).toBe(true);
    for (const name of ['@fastify/otel', 'sdk-trace-node', 'instrumentation-pg'])
      expect(loaded.some((path) => path.includes(name))).toBe(true);
  });
});
