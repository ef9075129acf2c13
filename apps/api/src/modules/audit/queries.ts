import type { AuditEntry } from '@storefront/contracts/staff';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAudit, users } from '../../db/schema.ts';

/** The audit module's table (admin_audit): written and read here only. */

export type AuditRow = typeof adminAudit.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.insert(adminAudit).values(row);
}

export async function insertAuditRows(db: Db, rows: AuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(adminAudit).values(rows);
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
  /** From this instant (inclusive) to that one (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(adminAudit.entity, filter.entity) : undefined,
    filter.entityId ? eq(adminAudit.entityId, filter.entityId) : undefined,
    filter.actorId ? eq(adminAudit.actorId, filter.actorId) : undefined,
    filter.from ? gte(adminAudit.at, filter.from) : undefined,
    filter.to ? lt(adminAudit.at, filter.to) : undefined,
  );
}

/** A page of entries, newest first, with who made them (their email, while the account lasts). */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        at: adminAudit.at,
        actorId: adminAudit.actorId,
        actorEmail: users.email,
        permission: adminAudit.permission,
        entity: adminAudit.entity,
        entityId: adminAudit.entityId,
        action: adminAudit.action,
        before: adminAudit.before,
        after: adminAudit.after,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals?.total ?? 0,
  };
}
