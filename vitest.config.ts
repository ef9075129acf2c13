import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { islandsLibraries } from './apps/web/islands-build.ts';

/**
 * One run for every workspace's unit and integration tests. The API's database tests run on
 * PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */

// Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
// which leaves a core idle while that worker waits on PostgreSQL, a timer or a password hash.
// Three keep both cores busy here (VITEST_MAX_WORKERS overrides). Every project must say the
// same, or Vitest refuses to run them side by side.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 3;

const apiProjects = [
  {
    extends: './apps/api/vitest.config.ts',
    test: {
      name: 'api:pglite',
      root: './apps/api',
      env: { TEST_DB: 'pglite' },
      maxWorkers,
      // Races that need real connections and row locks run on PostgreSQL only.
      exclude: ['src/**/*.postgres.test.ts'],
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: './apps/api/vitest.config.ts',
          test: {
            name: 'api:postgres',
            root: './apps/api',
            env: { TEST_DB: 'postgres' },
            maxWorkers,
            // These two never touch the test database: running them twice proves nothing.
            exclude: ['src/server.test.ts', 'src/config.test.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: '@storefront/contracts', root: './packages/contracts', maxWorkers } },
      // The browser's side of the API (storage, fetch, atob): jsdom, a fresh one per file.
      {
        test: {
          name: '@storefront/client',
          root: './packages/client',
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          restoreMocks: true,
          maxWorkers,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        test: {
          name: '@storefront/web',
          root: './apps/web',
          maxWorkers,
          exclude: ['src/server/**', 'src/**/*.preact.test.{ts,tsx}'],
        },
      },
      // The islands' code as the browser runs it (decision 74): on Preact, built from its sources
      // as in the islands build (inlined, so that every import of it is the same module), with
      // React itself loaded through Node for what the server draws.
      {
        plugins: [react(), ...islandsLibraries().plugins],
        resolve: { alias: islandsLibraries().alias },
        test: {
          name: '@storefront/web:islands',
          root: './apps/web',
          include: ['src/**/*.preact.test.{ts,tsx}'],
          environment: 'jsdom',
          server: { deps: { inline: [/[\\/]preact[\\/]/] } },
          maxWorkers,
        },
      },
      // The server build's code runs in Node, as in the API process, each file on its own: React's
      // server renderer must not share a jsdom worker (and its contexts) with component tests.
      {
        test: {
          name: '@storefront/web:server',
          root: './apps/web',
          include: ['src/server/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers,
        },
      },
      {
        extends: './apps/admin/vitest.config.ts',
        test: { name: '@storefront/admin', root: './apps/admin', maxWorkers },
      },
      ...apiProjects,
      {
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', maxWorkers },
      },
    ],
  },
});
