import { defineConfig } from 'vitest/config';

// Browser journeys against the built app. Each spec file starts its own server (fresh data
// folder, SQLite) and its own Chromium; files run one after another so two cores are enough.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});
