import { defineConfig } from 'vitest/config';

/** The component tests that replace a module of the site with vi.mock (the Facebook SDK, which loads from facebook.com). */
const WEB_MOCKING_FILES = ['tests/web/member-profile.test.tsx'];

/**
 * styled-components adds its rules with the CSSOM's insertRule, as in production, instead of as text nodes of a
 * <style> (its development default): jsdom parses the whole sheet again for each text node, which was a sixth of the
 * component tests' time (CPU profile of the web project, 2026-12-07).
 */
const WEB_ENV = { SC_DISABLE_SPEEDY: 'false' };

/**
 * What every project shares. The projects spread it rather than `extends: true`, which would also give each of them the
 * root's global setup: Vitest runs a project's global setup once for the project, so the five setups (the root and
 * four projects) bundled and seeded five times, 20 s before the first test of a fresh run. The root's setup runs once;
 * what it provides reaches every project.
 */
const SHARED = {
  // Every legacy API the tests start checks its answers against their declared schemas: a drift is a 500.
  env: { LEGACY_CHECK_ANSWERS: 'true' },
  testTimeout: 30_000,
  // Pages in a real browser load lazy chunks and data; a loaded machine needs more than the 1 s default.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 60_000,
  // The programs' modules load once per worker, not once per file: each file still starts its own services and
  // seeds its own data, and no test file mocks a module (a file that must would need isolation again).
  isolate: false,
};

/** One graphql instance: Pothos and Apollo load its CommonJS build, so tests must too. */
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

export default defineConfig({
  resolve,
  test: {
    globalSetup: ['tests/global-setup.ts'],
    // Each test file starts its own servers on random ports; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          ...SHARED,
          name: 'services',
          include: ['tests/legacy/**/*.test.ts', 'tests/bff/**/*.test.ts', 'tests/repository/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          ...SHARED,
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          ...SHARED,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING_FILES,
          environment: 'jsdom',
          env: { ...SHARED.env, ...WEB_ENV },
          setupFiles: ['tests/web/setup.ts'],
          // jsdom is made anew for each file; the site's modules load once per worker (half the project's time). A
          // test may not rely on a route's chunk still loading: another file of the worker may have loaded it.
        },
      },
      {
        resolve,
        test: {
          ...SHARED,
          // Vitest runs the projects' files in one queue sorted by project name: named so, this file runs beside the
          // browser and services files, not alone at the end with one core idle.
          name: 'isolated',
          include: WEB_MOCKING_FILES,
          environment: 'jsdom',
          env: { ...SHARED.env, ...WEB_ENV },
          setupFiles: ['tests/web/setup.ts'],
          // A file that mocks a module of the site gets modules of its own, so that no other file sees its mock.
          isolate: true,
        },
      },
    ],
  },
});
