import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace's unit and integration tests. The API's database tests run on
 * PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const apiProjects = [
  {
    extends: './apps/api/vitest.config.ts',
    test: {
      name: 'api:pglite',
      root: './apps/api',
      env: { TEST_DB: 'pglite' },
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
            // These two never touch the test database: running them twice proves nothing.
            exclude: ['src/server.test.ts', 'src/config.test.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      ...apiProjects,
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
