import { randomUUID } from 'node:crypto';
import {
  type AddStaffRequest,
  type AdminMe,
  OWNER_ROLE,
  type StaffMember,
  type StaffRole,
  type UpdateStaffRequest,
} from '@storefront/contracts/staff';
import type { Db } from '../../../db/client.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { conflict, HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { StaffActor, StaffGrant } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { revokeUserSessions } from '../../sessions/service.ts';
import {
  allRoles,
  allStaff,
  findRole,
  findStaffProfile,
  insertStaffMember,
  lockStaffMember,
  otherActiveOwners,
  updateStaffMember,
} from './queries.ts';

/** GET admin/me: who is signed in to the back office, and what their role allows. */
export async function adminMe(db: Db, userId: string, grant: StaffGrant): Promise<AdminMe> {
  const [profile, role] = await Promise.all([
    findStaffProfile(db, userId),
    findRole(db, grant.roleId),
  ]);
  return {
    id: userId,
    email: profile?.email ?? '',
    displayName: profile?.displayName ?? '',
    roleId: grant.roleId,
    roleName: role?.name ?? { en: grant.roleId },
    permissions: [...grant.permissions],
  };
}

export const listRoles = (db: Db): Promise<StaffRole[]> => allRoles(db);
export const listStaff = (db: Db): Promise<StaffMember[]> => allStaff(db);

async function assertRole(db: Db, roleId: string): Promise<void> {
  if (!(await findRole(db, roleId))) throw invalidField('roleId', 'errors.unknownRole');
}

const lastOwner = () => new HttpError(409, 'conflict', 'errors.lastOwner');

/** POST admin/staff: a new staff account with a role (audited, without its password). */
export async function addStaff(
  db: Db,
  actor: StaffActor,
  body: AddStaffRequest,
): Promise<StaffMember> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      await assertRole(tx, body.roleId);
      const member = await insertStaffMember(tx, {
        id: randomUUID(),
        email: body.email.trim().toLowerCase(),
        displayName: body.displayName,
        passwordHash,
        roleId: body.roleId,
      });
      await recordChange(tx, actor, {
        entity: 'staff',
        entityId: member.id,
        action: 'create',
        before: null,
        after: member,
      });
      return member;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') {
      throw conflict({ email: 'errors.staffEmailTaken' });
    }
    throw error;
  }
}

/**
 * PUT admin/staff/{id}: a new role, or the account deactivated (its sessions end at once) or
 * reactivated. The shop always keeps an active owner: demoting or deactivating the last one is
 * a 409, checked with the owners' rows locked.
 */
export async function updateStaff(
  db: Db,
  actor: StaffActor,
  id: string,
  body: UpdateStaffRequest,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (body.roleId !== undefined) await assertRole(tx, body.roleId);
    const before = await lockStaffMember(tx, id);
    if (!before) throw notFound('errors.accountNotFound');
    const losesOwner =
      before.roleId === OWNER_ROLE &&
      before.active &&
      ((body.roleId !== undefined && body.roleId !== OWNER_ROLE) || body.active === false);
    if (losesOwner && (await otherActiveOwners(tx, id)) === 0) throw lastOwner();
    const after = await updateStaffMember(tx, id, {
      ...(body.roleId !== undefined && { roleId: body.roleId }),
      ...(body.active !== undefined &&
        body.active !== before.active && { deactivatedAt: body.active ? null : new Date() }),
    });
    await recordChange(tx, actor, {
      entity: 'staff',
      entityId: id,
      action: body.active === false ? 'deactivate' : body.active === true ? 'reactivate' : 'update',
      before,
      after,
    });
    if (!after.active) await revokeUserSessions(tx, id);
    return after;
  });
}
