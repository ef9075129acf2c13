import { randomUUID } from 'node:crypto';
import type { AnyEndpoint } from '@storefront/contracts/endpoint';
import * as tables from '@storefront/contracts/endpoints/index';
import { INT4_MAX } from '@storefront/contracts/input-rules';
import { type Permission, PRESET_ROLES, type PresetRoleId } from '@storefront/contracts/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema.ts';
import { authHeader, createUser, signIn, useTestApp } from './test/app.ts';

/**
 * Issue 25: every back-office operation declares its permission in the endpoint table, one
 * guard enforces it, and the OpenAPI document shows it. This walks EVERY operation that
 * declares one, for every preset role, a customer and a deactivated owner: 403 exactly when
 * the role lacks the permission. A new admin operation is proven the day it lands, and one under
 * `admin/` that forgets its permission fails here.
 */

const t = useTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
const password = 'a-long-enough-test-password';

const operations = Object.values(tables).flatMap((table) =>
  Object.entries(table as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    name,
    endpoint,
  })),
);
const guarded = operations.filter(({ endpoint }) => endpoint.permission !== undefined);

/** A URL no real row answers: ids that exist nowhere, so no walk changes anything. */
const urlOf = (path: string) =>
  `/api/${path
    .replace(/\{id\}/g, path.startsWith('admin/staff') ? randomUUID() : String(INT4_MAX))
    .replace(/\{\w+\}/g, String(INT4_MAX))}`;

async function tokenFor(
  label: string,
  fields: { role: 'customer' | 'staff'; staffRoleId?: PresetRoleId },
) {
  const email = `${label}-${randomUUID()}@example.test`;
  const id = await createUser(t.database.db, { email, password, ...fields });
  return { id, token: (await signIn(t.app, email, password)).accessToken };
}

async function statusOf(endpoint: AnyEndpoint, token: string): Promise<number> {
  const response = await t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path),
    headers: authHeader(token),
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('permissions: every back-office operation × every role', () => {
  it('every operation under admin/ declares a permission', () => {
    const undeclared = operations
      .filter(({ endpoint }) => endpoint.path.startsWith('admin/') && !endpoint.permission)
      .map(({ name }) => name);
    expect(undeclared).toEqual([]);
    expect(guarded.length).toBeGreaterThan(5);
  });

  it('the OpenAPI document shows each operation’s permission', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const shown = new Map<string, unknown>();
    for (const item of Object.values(document.paths) as Record<string, Record<string, unknown>>[])
      for (const operation of Object.values(item))
        shown.set(operation.operationId as string, operation['x-permission']);
    for (const { name, endpoint } of guarded)
      expect(shown.get(name), name).toBe(endpoint.permission);
  });

  it.each(Object.keys(PRESET_ROLES) as PresetRoleId[])(
    'the %s role is refused exactly what its permissions leave out',
    async (roleId) => {
      const { token } = await tokenFor(roleId, { role: 'staff', staffRoleId: roleId });
      const allowed: readonly Permission[] = PRESET_ROLES[roleId];
      const wrong: string[] = [];
      for (const { name, endpoint } of guarded) {
        const status = await statusOf(endpoint, token);
        const refused = status === 403;
        if (refused === allowed.includes(endpoint.permission!) || status === 401)
          wrong.push(`${name} (${endpoint.permission}): ${status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('a customer, and a deactivated owner, are refused every one of them', async () => {
    const customer = await tokenFor('customer', { role: 'customer' });
    const owner = await tokenFor('owner', { role: 'staff', staffRoleId: 'owner' });
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, owner.id));
    for (const { name, endpoint } of guarded) {
      expect(await statusOf(endpoint, customer.token), name).toBe(403);
      expect(await statusOf(endpoint, owner.token), name).toBe(403);
    }
  });

  it('without a token every one of them is 401', async () => {
    for (const { name, endpoint } of guarded) {
      const response = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint.path) });
      expect(response.statusCode, name).toBe(401);
    }
  });
});
