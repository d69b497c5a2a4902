import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql instance: Pothos and Apollo load its CommonJS build, so tests must too.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    // Pages in a real browser load lazy chunks and data; a loaded machine needs more than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // Each test file starts its own servers on random ports; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'services',
          include: ['tests/legacy/**/*.test.ts', 'tests/bff/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          // As Playwright advises for CI: a browser test that fails is run once more. On two shared cores a page
          // has stalled past its step timeout once in hundreds of runs; a real fault fails twice, and the first
          // failure still prints the page as it was (see e2e-harness.ts).
          retry: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
    ],
  },
});
