import type { StaffMember, StaffRole } from '@storefront/contracts/staff';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffRoles, users } from '../../../db/schema.ts';

/** The back office's people: staff accounts (users) and roles (staff_roles), owned by accounts. */

const memberColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  roleId: users.staffRoleId,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

type MemberRow = {
  id: string;
  email: string | null;
  displayName: string | null;
  roleId: string | null;
  deactivatedAt: Date | null;
  createdAt: Date;
};

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  email: row.email ?? '',
  displayName: row.displayName ?? '',
  roleId: row.roleId ?? '',
  active: row.deactivatedAt === null,
  createdAt: row.createdAt.toISOString(),
});

export async function allRoles(db: Db): Promise<StaffRole[]> {
  const rows = await db.select().from(staffRoles).orderBy(asc(staffRoles.id));
  return rows as StaffRole[];
}

export async function findRole(db: Db, roleId: string) {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, roleId));
  return row;
}

export async function allStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.displayName), asc(users.email));
  return rows.map(toMember);
}

/** A staff member, locked for the change the caller is about to make. */
export async function lockStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'staff')))
    .for('update');
  return row && toMember(row);
}

/**
 * Active owners other than `exceptId`, counted with their rows locked, so two owners demoting
 * each other at once cannot both succeed (the second waits, then sees one owner left).
 */
export async function otherActiveOwners(db: Db, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRoleId, 'owner'), isNull(users.deactivatedAt), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

export async function insertStaffMember(
  db: Db,
  fields: { id: string; email: string; displayName: string; passwordHash: string; roleId: string },
): Promise<StaffMember> {
  const [row] = await db
    .insert(users)
    .values({
      id: fields.id,
      role: 'staff',
      staffRoleId: fields.roleId,
      email: fields.email,
      displayName: fields.displayName,
      passwordHash: fields.passwordHash,
    })
    .returning(memberColumns);
  return toMember(row!);
}

export async function updateStaffMember(
  db: Db,
  id: string,
  fields: { roleId?: string; deactivatedAt?: Date | null },
): Promise<StaffMember> {
  const [row] = await db
    .update(users)
    .set({
      ...(fields.roleId !== undefined && { staffRoleId: fields.roleId }),
      ...(fields.deactivatedAt !== undefined && { deactivatedAt: fields.deactivatedAt }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning(memberColumns);
  return toMember(row!);
}

/** The signed-in staff member's own account. */
export async function findStaffProfile(db: Db, id: string) {
  const [row] = await db
    .select({ email: users.email, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
