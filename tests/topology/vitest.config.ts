import { defineConfig } from 'vitest/config';

// The topology test (npm run topology): real processes, so one file at a time and long timeouts.
export default defineConfig({
  test: {
    include: ['tests/topology/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
