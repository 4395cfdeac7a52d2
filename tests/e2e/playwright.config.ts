import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (no browser download) against the production build, built
 * once (build-global-setup.ts). Each worker runs its own server on its own fresh embedded database and
 * copy of the build (fixtures.ts), so spec files run side by side without seeing each other.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  globalSetup: './build-global-setup.ts',
  // Files run in parallel; the tests of one file run in order on one worker's shop.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retry: a test that passes only on a second try is a bug to find, and a retry hides it.
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    // A trace records every action of every test and slows the whole run: kept for failures
    // only when asked (E2E_TRACE=1, with --repeat-each to chase a flaky test).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
