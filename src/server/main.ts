import { loadConfig } from './config';
import { createLogger, terminalLogStream } from './http/logging';
import { describeStartError } from './db/start-errors';
import { startTracingIfAsked } from './observability/tracing-switch';

/**
 * The process's entry: the configuration, then tracing when asked, then the server. The server
 * is imported only once tracing's hooks are in place, so they patch the packages it loads (the
 * compiled build keeps it in a chunk of its own for this: scripts/build-server.mjs).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = await startTracingIfAsked(config);
  log = createLogger(
    config.LOG_LEVEL,
    await terminalLogStream(config.NODE_ENV),
    tracing?.logFields,
  );
  const { serve } = await import('./serve');
  await serve(config, log, tracing);
}

/** Until the configuration is read (its LOG_LEVEL), a start that fails logs at info. */
let log = createLogger('info');

main().catch((error: unknown) => {
  log.fatal(describeStartError(error));
  process.exit(1);
});
