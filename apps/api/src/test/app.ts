import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ...overrides,
  });
}

/**
 * Builds the app on a fresh database before the file's tests and closes both after
 * (CONVENTIONS 9). Returns a live object: read its fields inside tests, not at import.
 */
export function useTestApp(overrides: { env?: Record<string, string> } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.config = testConfig(overrides.env);
    context.database = await openTestDatabase();
    context.app = await buildApp({ config: context.config, db: context.database.db });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** Creates a guest through the API and returns its tokens and id. */
export async function createGuest(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/users/customers/guest' });
  const tokens = response.json() as {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
  };
  const payload = JSON.parse(
    Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString(),
  );
  return { ...tokens, userId: payload.nameid as string };
}
