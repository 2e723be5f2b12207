import { defineConfig } from 'vitest/config';

// One `vitest run` covers the API on both dialects and the web unit tests.
const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api:${dialect}`,
    root: './server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DIALECT: dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [apiProject('sqlite'), apiProject('postgres'), './web'],
  },
});
