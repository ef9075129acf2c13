import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';

const t = useTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
const password = 'a-long-enough-test-password';

async function staffMember(roleId: 'owner' | 'catalogue' | 'support') {
  const email = `${roleId}-${randomUUID()}@example.test`;
  const id = await createUser(t.database.db, {
    email,
    password,
    displayName: `A ${roleId}`,
    role: 'staff',
    staffRoleId: roleId,
  });
  return { id, email, token: (await signIn(t.app, email, password)).accessToken };
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: authHeader(token),
    payload: payload as object,
  });

const auditRows = async (entityId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(adminAudit)
      .where(eq(adminAudit.entityId, entityId))
  )[0]!.n;

describe('staff and roles', () => {
  it('GET admin/me names the role and its permissions; a customer is told it is not staff', async () => {
    const catalogue = await staffMember('catalogue');
    const me = await call(catalogue.token, 'GET', 'admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: catalogue.email,
      roleId: 'catalogue',
      roleName: { en: 'Catalogue', ar: 'الكتالوج' },
      permissions: ['catalogue.read', 'catalogue.write'],
    });

    const email = `c-${randomUUID()}@example.test`;
    await createUser(t.database.db, { email, password });
    const customer = (await signIn(t.app, email, password)).accessToken;
    const refused = await call(customer, 'GET', 'admin/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account has no access to the back office.');
  });

  it('the owner adds a member with a role (audited, without the password); the email is unique', async () => {
    const owner = await staffMember('owner');
    const email = `new-${randomUUID()}@example.test`;
    const added = await call(owner.token, 'POST', 'admin/staff', {
      email,
      displayName: 'New Hire',
      password: 'another-long-password-2026',
      roleId: 'support',
    });
    expect(added.statusCode).toBe(201);
    const member = added.json();
    expect(member).toMatchObject({ email, roleId: 'support', active: true });
    const [row] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, member.id));
    expect(row).toMatchObject({ actorId: owner.id, permission: 'staff.manage', action: 'create' });
    expect(JSON.stringify(row?.after)).not.toContain('password');

    // The member signs in with the role given.
    const signedIn = await signIn(t.app, email, 'another-long-password-2026');
    expect((await call(signedIn.accessToken, 'GET', 'admin/me')).json().roleId).toBe('support');

    const again = await call(owner.token, 'POST', 'admin/staff', {
      email,
      displayName: 'Twice',
      password: 'another-long-password-2026',
      roleId: 'support',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({
      email: 'An account with this email already exists.',
    });

    const unknownRole = await call(owner.token, 'POST', 'admin/staff', {
      email: `x-${randomUUID()}@example.test`,
      displayName: 'X',
      password: 'another-long-password-2026',
      roleId: 'janitor',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().error.fields).toHaveProperty('roleId');
  });

  it('deactivating ends the sessions at once and stops sign-in; reactivating allows it again', async () => {
    const owner = await staffMember('owner');
    const support = await staffMember('support');
    const off = await call(owner.token, 'PUT', `admin/staff/${support.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call(support.token, 'GET', 'admin/me')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: support.email, password },
    });
    expect(login.statusCode).toBe(401);

    expect(
      (await call(owner.token, 'PUT', `admin/staff/${support.id}`, { active: true })).statusCode,
    ).toBe(200);
    await signIn(t.app, support.email, password);
  });

  it('the last active owner cannot be demoted or deactivated, and a refused change leaves no audit row', async () => {
    // Only owners made here count: deactivate every other owner first.
    const me = await staffMember('owner');
    const others = await call(me.token, 'GET', 'admin/staff');
    for (const member of others.json() as { id: string; roleId: string; active: boolean }[]) {
      if (member.id !== me.id && member.roleId === 'owner' && member.active)
        await call(me.token, 'PUT', `admin/staff/${member.id}`, { active: false });
    }
    const before = await auditRows(me.id);
    const demote = await call(me.token, 'PUT', `admin/staff/${me.id}`, { roleId: 'support' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('The shop must keep at least one active owner.');
    expect(
      (await call(me.token, 'PUT', `admin/staff/${me.id}`, { active: false })).statusCode,
    ).toBe(409);
    expect(await auditRows(me.id)).toBe(before);

    // With a second owner, the first may step down.
    const second = await staffMember('owner');
    expect(
      (await call(second.token, 'PUT', `admin/staff/${me.id}`, { roleId: 'catalogue' })).statusCode,
    ).toBe(200);
    expect(await auditRows(me.id)).toBe(before + 1);
  });

  it('the catalogue role cannot manage staff, and says which permission it lacks', async () => {
    const catalogue = await staffMember('catalogue');
    const refused = await call(catalogue.token, 'GET', 'admin/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your role does not allow this (staff.manage).');
  });
});
