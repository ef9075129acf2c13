import { vi } from 'vitest';

// Setup of every API test file (apps/api/vitest.config.ts). The files of a worker share one
// process (`isolate: false`: importing Fastify, drizzle and the app anew in a new process for
// each file took a third of the run), yet each file starts as if alone: the module registry is
// reset, so the file imports the app anew and its vi.mock() calls apply (Vitest clears mocks
// and spies after each file), and stubbed globals, environment variables and fake timers are
// undone. Each file's database is its own as before (openTestDatabase, src/test/database.ts).
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
