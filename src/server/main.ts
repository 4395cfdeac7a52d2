import { loadConfig, type Config } from './config';
import { SETUP_ONLY } from './setup-mode';
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
  // The process ends when the set-up is done, whatever a package left running.
  if (process.env[SETUP_ONLY]) return setUpOnly(config).then(() => process.exit(0));
  const { serve } = await import('./serve');
  await serve(config, log, tracing);
}

/** The child of a first start (database-setup.ts): migrations and the seed, then the process ends. */
async function setUpOnly(config: Config): Promise<void> {
  const [{ openDatabase }, { setUpDatabase }] = await Promise.all([
    import('./db/client'),
    import('./database-setup'),
  ]);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  try {
    await setUpDatabase(database, config, log);
  } finally {
    await database.close();
  }
}

/** Until the configuration is read (its LOG_LEVEL), a start that fails logs at info. */
let log = createLogger('info');

main().catch((error: unknown) => {
  log.fatal(describeStartError(error));
  process.exit(1);
});
