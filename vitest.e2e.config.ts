import { defineConfig } from 'vitest/config'

/** Real-browser tests: Chromium driven by playwright-core against the server `npm start` runs. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two files at a time, each worker with its own server and database (global-setup.ts): most
    // of a browser test is waiting (for a page, a fade, a debounce), so two share the machine well.
    maxWorkers: 2,
    pool: 'forks',
  },
})
