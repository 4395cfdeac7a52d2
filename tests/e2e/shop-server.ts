import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER, serveNodeFlags } from '../compiled-server';
import { freePort } from '../free-port';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One shop for one Playwright worker: the built server (`dist/server/node/main.js`, run with node
 * alone as `npm run serve` runs it) on a free port, its own fresh embedded database and its own
 * copy of the build, so that workers share no shopper, stock or release (the service-worker
 * update test rebuilds its worker's copy).
 */
export interface ShopServer {
  url: string;
  /** The build this server serves and renders with; a test may rebuild it. */
  clientDir: string;
  /**
   * Stops the server, runs `offline` with the server's settings (a tool that opens its PGlite
   * database, which one process holds at a time), and starts it again on the same port and data.
   * The sandbox courier keeps its parcels in memory: a restart forgets them (docs/shipping.md).
   */
  restartAround(offline: (env: Record<string, string>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A short payment window, so the countdown test runs out in seconds. Every test signs up and in
 * from 127.0.0.1, so the per-address limits are lifted (their API tests cover them).
 */
const TEST_SETTINGS = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PAYMENT_WINDOW_SECONDS: '15',
  FORM_POSTS_PER_IP_PER_HOUR: '100000',
  LOGIN_ATTEMPTS_PER_IP: '100000',
  // Every test's browser and request come from one address, whose share of server renders (a
  // quarter of the rate, half the burst) a spec's pages used up, and a page then came as the
  // shell where a test read the server's HTML. Its refusals are tested in render-budget.test.ts.
  SSR_RENDERS_PER_SECOND: '1000',
  CHAT_AUTO_REPLY: 'false',
  DRAIN_SECONDS: '0',
};

/** `env`: settings of this shop only (a spec's own providers, see fixtures.ts's shopEnv). */
export async function startShopServer(env: Record<string, string> = {}): Promise<ShopServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const clientDir = join(workDir, 'client');
  // The client's files only: the compiled server runs from dist/ itself.
  const serverDir = dirname(BUILT_SERVER);
  cpSync(join(ROOT, 'dist'), clientDir, { recursive: true, filter: (from) => from !== serverDir });
  const port = await freePort();
  const settings: Record<string, string> = {
    ...TEST_SETTINGS,
    ...env,
    PORT: String(port),
    DATA_DIR: join(workDir, 'data'),
    CLIENT_DIR: clientDir,
  };
  let child = await startServer(settings);
  return {
    url: `http://localhost:${port}`,
    clientDir,
    async restartAround(offline) {
      await stopProcess(child);
      try {
        await offline(settings);
      } finally {
        // The worker's next tests need their shop whatever the tool did.
        child = await startServer(settings);
      }
    },
    async stop() {
      await stopProcess(child);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

async function startServer(settings: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serveNodeFlags(), BUILT_SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await untilHealthy(`http://127.0.0.1:${settings.PORT}/api/health`, child);
  return child;
}

/** Waits for the first start (migrations and the catalogue seed) to answer its health check. */
async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The shop server exited (${exited}) before it was up`);
    const up = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The shop server did not answer ${url} within 120 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
