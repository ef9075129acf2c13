import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { demoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  authHeader,
  claimsOf,
  createGuest,
  createUser,
  signIn,
  useTestApp,
} from '../../test/app.ts';
import { escapeLike } from './service.ts';

const [demoCustomer, demoStaff] = demoAccounts;
const password = 'a-long-enough-test-password';

describe('staff impersonation', () => {
  const t = useTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  const staff = () => signIn(t.app, demoStaff.email, demoStaff.password);
  const customer = () => signIn(t.app, demoCustomer.email, demoCustomer.password);
  const search = (token: string | undefined, query = '') =>
    t.app.inject({ url: `/api/staff/customers${query}`, headers: token ? authHeader(token) : {} });
  const impersonate = (token: string | undefined, customerId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/impersonations',
      headers: token ? authHeader(token) : {},
      payload: { customerId },
    });
  const current = (token: string) =>
    t.app.inject({ url: '/api/tenants/self/sessions/current', headers: authHeader(token) });
  const end = (id: string, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${id}`,
      headers: authHeader(token),
    });
  const auditOf = (sessionId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.sessionId, sessionId));

  it('a staff member logging out ends the impersonations they left open', async () => {
    const own = await staff();
    const sara = (await search(own.accessToken, '?query=sara')).json()[0];
    const started = (await impersonate(own.accessToken, sara.userId)).json();
    expect((await current(started.impersonationToken)).statusCode).toBe(200);

    expect((await end(claimsOf(own.accessToken).sid, own.accessToken)).statusCode).toBe(204);

    expect((await current(started.impersonationToken)).statusCode).toBe(401);
    const trail = await auditOf(started.sessionId);
    expect(trail.map((row) => row.action)).toContain('impersonation.end');
  });

  it('GET staff/customers finds customers by email or name, case-insensitively, ordered by name', async () => {
    const db = t.database.db;
    await createUser(db, { email: 'zed@example.test', password, displayName: 'Zed 100% Cotton' });
    await createUser(db, { email: 'amal_x@example.test', password, displayName: 'Amal' });
    await createUser(db, { email: 'cotton@example.test', password, displayName: 'Basma' });
    await createUser(db, {
      email: 'cotton-staff@example.test',
      password,
      displayName: 'Cotton Staff',
      role: 'staff',
    });
    await createGuest(t.app);
    const { accessToken } = await staff();

    const byName = await search(accessToken, '?query=COTTON');
    expect(byName.statusCode).toBe(200);
    // Staff and guests are never listed; the name and the email both match.
    expect(byName.json().map((c: { displayName: string }) => c.displayName)).toEqual([
      'Basma',
      'Zed 100% Cotton',
    ]);
    const sara = (await search(accessToken, '?query=sara')).json();
    expect(sara).toEqual([
      {
        userId: expect.any(String),
        displayName: demoCustomer.displayName,
        email: demoCustomer.email,
      },
    ]);
    // LIKE wildcards typed by staff are literal.
    const percent = (await search(accessToken, '?query=%25')).json();
    expect(percent.map((c: { email: string }) => c.email)).toEqual(['zed@example.test']);
    const underscore = (await search(accessToken, '?query=_')).json();
    expect(underscore.map((c: { email: string }) => c.email)).toEqual(['amal_x@example.test']);
    const all = (await search(accessToken, '?$top=2')).json();
    expect(all).toHaveLength(2);
    expect(all[0].displayName).toBe('Amal');
    expect((await search(accessToken, '?$top=0')).statusCode).toBe(400);
    expect(escapeLike('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
  });

  it('is staff-only: 401 without a token, 403 for a customer or guest', async () => {
    const { accessToken, userId } = await customer();
    const guest = await createGuest(t.app);
    expect((await search(undefined)).statusCode).toBe(401);
    expect((await impersonate(undefined, userId)).statusCode).toBe(401);
    for (const token of [accessToken, guest.accessToken]) {
      expect((await search(token)).statusCode).toBe(403);
      const response = await impersonate(token, userId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('POST staff/impersonations: 404 for an unknown id or a non-customer, 400 for a malformed one', async () => {
    const me = await staff();
    const guest = await createGuest(t.app);
    for (const id of [randomUUID(), me.userId, guest.userId]) {
      const response = await impersonate(me.accessToken, id);
      expect(response.statusCode).toBe(404);
    }
    const malformed = await impersonate(me.accessToken, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('customerId');
  });

  it('mints a short-lived token that acts as the customer, cannot be chained, and ends on demand', async () => {
    const me = await staff();
    const them = await customer();
    const started = await impersonate(me.accessToken, them.userId);
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body).toEqual({
      impersonationToken: expect.any(String),
      expiresIn: t.config.impersonationTtl,
      sessionId: expect.any(String),
      customer: {
        userId: them.userId,
        displayName: demoCustomer.displayName,
        email: demoCustomer.email,
      },
    });
    expect(body).not.toHaveProperty('refreshToken');
    const claims = claimsOf(body.impersonationToken);
    expect(claims).toMatchObject({
      nameid: them.userId,
      role: 'customer',
      sid: body.sessionId,
      imp: me.userId,
    });
    expect(claims.exp - claims.iat).toBe(t.config.impersonationTtl);

    // The API acts as the customer.
    const session = await current(body.impersonationToken);
    expect(session.json()).toMatchObject({
      sessionId: body.sessionId,
      userId: them.userId,
      role: 'customer',
      impersonatorId: me.userId,
    });
    // Impersonating cannot start another impersonation or search as staff.
    expect((await impersonate(body.impersonationToken, them.userId)).statusCode).toBe(403);
    expect((await search(body.impersonationToken)).statusCode).toBe(403);

    // Ending it: the token is refused from the next request; the customer's own session lives.
    expect((await end(body.sessionId, body.impersonationToken)).statusCode).toBe(204);
    expect((await current(body.impersonationToken)).statusCode).toBe(401);
    expect((await current(them.accessToken)).statusCode).toBe(200);
    expect((await current(me.accessToken)).statusCode).toBe(200);

    const actions = (await auditOf(body.sessionId)).map((r) => r.action);
    expect(actions).toContain('impersonation.start');
    expect(actions).toContain('impersonation.end');
  });

  it('the staff member can end an impersonation with their own token; other staff cannot', async () => {
    const me = await staff();
    const them = await customer();
    const colleagueEmail = `colleague-${randomUUID()}@example.test`;
    await createUser(t.database.db, { email: colleagueEmail, password, role: 'staff' });
    const colleague = await signIn(t.app, colleagueEmail, password);
    const { sessionId, impersonationToken } = (
      await impersonate(me.accessToken, them.userId)
    ).json();
    expect((await end(sessionId, colleague.accessToken)).statusCode).toBe(404);
    expect((await current(impersonationToken)).statusCode).toBe(200);
    expect((await end(sessionId, me.accessToken)).statusCode).toBe(204);
    expect((await current(impersonationToken)).statusCode).toBe(401);
    const ended = (await auditOf(sessionId)).filter((r) => r.action === 'impersonation.end');
    expect(ended).toEqual([
      expect.objectContaining({ actorId: me.userId, subjectId: them.userId, sessionId }),
    ]);
  });

  it('records every request made with the token, with both ids and the route pattern, never the URL', async () => {
    const me = await staff();
    const them = await customer();
    const { sessionId, impersonationToken } = (
      await impersonate(me.accessToken, them.userId)
    ).json();
    await t.app.inject({
      url: '/api/tenants/self/sessions/current?token=secret-value',
      headers: authHeader(impersonationToken),
    });
    await t.app.inject({
      url: '/api/menus/53?x=secret-value',
      headers: authHeader(impersonationToken),
    });
    await t.app.inject({
      url: '/api/no-such-route?x=secret-value',
      headers: authHeader(impersonationToken),
    });
    // Requests with the staff member's own token are not impersonation and are not recorded.
    await current(me.accessToken);

    const rows = await vi.waitFor(async () => {
      const requests = (await auditOf(sessionId)).filter((r) => r.action === 'request');
      expect(requests).toHaveLength(3);
      return requests;
    });
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: me.userId,
        subjectId: them.userId,
        sessionId,
        method: 'GET',
      });
      expect(JSON.stringify(row)).not.toContain('secret-value');
    }
    expect(rows.map((r) => [r.path, r.statusCode])).toEqual(
      expect.arrayContaining([
        ['/api/tenants/self/sessions/current', 200],
        ['/api/menus/:menuId', 200],
        [null, 404],
      ]),
    );
    const start = (await auditOf(sessionId)).find((r) => r.action === 'impersonation.start');
    expect(start).toMatchObject({ actorId: me.userId, subjectId: them.userId });
  });
});
