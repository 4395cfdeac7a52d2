import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/storefront-e2e-${process.pid}`;

/**
 * End-to-end tests in Debian's Chromium (no browser download) against the production build,
 * served by the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  // A test that fails and then passes is reported as flaky, with a trace of the retry: a bug to
  // find, not noise. One retry keeps a rare timing miss from failing the whole run.
  retries: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    trace: 'on-first-retry',
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx vite build --logLevel warn && npx vite build --ssr src/app/entry-server.tsx --outDir dist/server --logLevel warn && npx tsx src/server/main.ts`,
    cwd: '../..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A short payment window, so the countdown test runs out in seconds. Every test signs up
    // and in from 127.0.0.1, so the per-address limits are lifted (their API tests cover them).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PAYMENT_WINDOW_SECONDS: '15',
      FORM_POSTS_PER_IP_PER_HOUR: '100000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      CHAT_AUTO_REPLY: 'false',
    },
  },
});
