import { randomUUID } from 'node:crypto';
import type { PresetRoleId } from '@storefront/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
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
    // Tests change the catalogue and read it back at once.
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_DIST: '/nonexistent-admin-dist',
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
  return { ...tokens, userId: claimsOf(tokens.accessToken).nameid };
}

/** The claims of one of our access tokens, read without checking it (the API checks). */
export function claimsOf(token: string): {
  nameid: string;
  role: string;
  sid: string;
  imp?: string;
  iat: number;
  exp: number;
} {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through POST account/login; throws unless it succeeds. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in as ${email}: ${response.statusCode} ${response.body}`);
  }
  const tokens = response.json() as {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
  };
  const claims = claimsOf(tokens.accessToken);
  return { ...tokens, userId: claims.nameid, sessionId: claims.sid };
}

/** Inserts a user with a password straight into the database; returns its id. */
export async function createUser(
  db: Db,
  fields: {
    email: string;
    password: string;
    displayName?: string;
    role?: 'customer' | 'staff';
    /** A staff member's back-office role (owner unless said). */
    staffRoleId?: PresetRoleId;
  },
): Promise<string> {
  const id = randomUUID();
  const role = fields.role ?? 'customer';
  await db.insert(users).values({
    id,
    role,
    staffRoleId: role === 'staff' ? (fields.staffRoleId ?? 'owner') : null,
    email: fields.email.toLowerCase(),
    displayName: fields.displayName ?? null,
    passwordHash: await hashPassword(fields.password),
  });
  return id;
}
