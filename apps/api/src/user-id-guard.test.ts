import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { localizeMessage } from './lib/messages.ts';
import { USER_ID_GUARD_MESSAGE, type UserScopedRoute } from './plugins/auth.ts';
import { authHeader, createUser, signIn, testConfig } from './test/app.ts';
import { openTestDatabase } from './test/database.ts';

/**
 * ARCHITECTURE and decision 8: `{userId}` in a path must be the caller's own id (the impersonated
 * customer's, with an impersonation token), else 403, whatever the route. This walks EVERY route
 * registered with `:userId`, whichever module added it, so a new route is proven the day it lands.
 */

const password = 'a-long-enough-test-password';
const [demoCustomer, demoStaff] = demoAccounts;

/** A concrete URL for a route pattern: the given user id, a UUID for any other parameter. */
function urlFor(pattern: string, userId: string): string {
  return pattern
    .replace(/:userId(\([^)]*\))?/g, userId)
    .replace(/:\w+(\([^)]*\))?/g, () => randomUUID())
    .replace(/\*/g, 'x');
}

/** Every (method, url) Fastify's router holds, read from printRoutes: an independent list. */
function routerRoutes(app: FastifyInstance): UserScopedRoute[] {
  const found: UserScopedRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

interface Caller {
  token: string;
  userId: string;
}

/** Proves the guard on each route; returns the failures so one run names every broken route. */
async function walk(
  app: FastifyInstance,
  routes: readonly UserScopedRoute[],
  people: { me: Caller; other: Caller; staff: Caller; impersonating: Caller },
): Promise<string[]> {
  const failures: string[] = [];
  const call = (route: UserScopedRoute, userId: string, token?: string) =>
    app.inject({
      method: route.method as 'GET',
      url: urlFor(route.url, userId),
      headers: token ? authHeader(token) : {},
      // The guard runs before validation: an empty body is enough to reach it.
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });
  const expectStatus = async (
    route: UserScopedRoute,
    what: string,
    userId: string,
    token: string | undefined,
    check: (status: number, guarded: boolean) => boolean,
  ) => {
    const response = await call(route, userId, token);
    // HEAD answers carry no body; their GET twin is checked with one.
    const guarded =
      response.statusCode === 403 &&
      response.body !== '' &&
      response.json().error?.message === localizeMessage(USER_ID_GUARD_MESSAGE, 'en');
    if (!check(response.statusCode, guarded)) {
      failures.push(`${route.method} ${route.url}: ${what} gave ${response.statusCode}`);
    }
  };
  const { me, other, staff, impersonating } = people;
  for (const route of routes) {
    await expectStatus(route, "another user's id", other.userId, me.token, (s) => s === 403);
    await expectStatus(route, 'no token', other.userId, undefined, (s) => s === 401);
    await expectStatus(route, 'no token, own id', me.userId, undefined, (s) => s === 401);
    await expectStatus(route, "staff on a customer's id", me.userId, staff.token, (s) => s === 403);
    await expectStatus(
      route,
      "impersonation on the staff member's id",
      staff.userId,
      impersonating.token,
      (s) => s === 403,
    );
    // The guard lets the impersonated customer's own id through; what follows is the route's
    // own business (it may refuse an impersonator for its own reasons, but not as the guard).
    await expectStatus(
      route,
      'impersonation on the customer’s id',
      impersonating.userId,
      impersonating.token,
      (s, guarded) => s !== 401 && !guarded,
    );
  }
  return failures;
}

async function people(app: FastifyInstance, database: Database) {
  const email = `guard-${randomUUID()}@example.test`;
  await createUser(database.db, { email, password, displayName: 'Guard Test' });
  const me = await signIn(app, demoCustomer.email, demoCustomer.password);
  const other = await signIn(app, email, password);
  const staff = await signIn(app, demoStaff.email, demoStaff.password);
  const started = await app.inject({
    method: 'POST',
    url: '/api/staff/impersonations',
    headers: authHeader(staff.accessToken),
    payload: { customerId: other.userId },
  });
  expect(started.statusCode).toBe(201);
  return {
    me: { token: me.accessToken, userId: me.userId },
    other: { token: other.accessToken, userId: other.userId },
    staff: { token: staff.accessToken, userId: staff.userId },
    impersonating: { token: started.json().impersonationToken, userId: other.userId },
  };
}

function useApp(extraRoutes: (app: FastifyInstance) => void = () => {}) {
  const context = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildApp({
      config: testConfig({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' }),
      db: context.database.db,
    });
    extraRoutes(context.app);
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

describe('the {userId} guard on every route of the application', () => {
  const t = useApp();

  it('knows every :userId route the router holds, and there are some', () => {
    const fromRouter = routerRoutes(t.app).filter((r) => r.url.includes(':userId'));
    expect(routerRoutes(t.app).length).toBeGreaterThan(5);
    expect(new Set(t.app.userScopedRoutes.map((r) => `${r.method} ${r.url}`))).toEqual(
      new Set(fromRouter.map((r) => `${r.method} ${r.url}`)),
    );
    expect(t.app.userScopedRoutes.length).toBeGreaterThan(0);
  });

  it("answers 403 for another user's id and 401 without a token, on each of them", async () => {
    const failures = await walk(t.app, t.app.userScopedRoutes, await people(t.app, t.database));
    expect(failures).toEqual([]);
  });
});

describe('the walker itself', () => {
  let reached = 0;
  const t = useApp((app) => {
    // A route added by "some other module" after the plugins: it is recorded and guarded.
    app.put('/api/users/:userId/walker-probe/:itemId', async () => {
      reached += 1;
      return { ok: true };
    });
    app.get('/api/users/:userId/walker-probe', async () => ({ ok: true }));
  });

  it('agrees with the router, HEAD routes included', () => {
    const probes = (routes: readonly UserScopedRoute[]) =>
      new Set(
        routes.filter((r) => r.url.includes('walker-probe')).map((r) => `${r.method} ${r.url}`),
      );
    expect(probes(t.app.userScopedRoutes)).toEqual(probes(routerRoutes(t.app)));
    expect(probes(t.app.userScopedRoutes)).toEqual(
      new Set([
        'PUT /api/users/:userId/walker-probe/:itemId',
        'GET /api/users/:userId/walker-probe',
        'HEAD /api/users/:userId/walker-probe',
      ]),
    );
  });

  it('records a route added by anyone and proves the guard on it', async () => {
    expect(t.app.userScopedRoutes).toContainEqual({
      method: 'PUT',
      url: '/api/users/:userId/walker-probe/:itemId',
    });
    const probe = t.app.userScopedRoutes.filter((r) => r.url.includes('walker-probe/'));
    const failures = await walk(t.app, probe, await people(t.app, t.database));
    expect(failures).toEqual([]);
    // Only the impersonated customer's own id reached the handler.
    expect(reached).toBe(1);
  });

  it('would catch a route that let another user through', async () => {
    const everyone = await people(t.app, t.database);
    // Pretend the probe were unguarded: the walker must report it, not pass it.
    const failures = await walk(
      t.app,
      [{ method: 'PUT', url: '/api/users/:userId/walker-probe/:itemId' }],
      {
        ...everyone,
        other: everyone.me,
      },
    );
    expect(failures.some((f) => f.includes("another user's id gave 200"))).toBe(true);
  });
});
