import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds the demo shop once per run; each file's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // One process per worker, not per file; each file still starts from fresh modules.
    isolate: false,
    setupFiles: ['src/test/fresh-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
