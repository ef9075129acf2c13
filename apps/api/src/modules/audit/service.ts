import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@storefront/contracts/staff';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../plugins/auth.ts';
import { auditPage, insertAuditRow, insertAuditRows } from './queries.ts';

export interface Change {
  /** What kind of thing changed: 'product', 'category', 'brand', 'staff', 'stock'… */
  entity: string;
  entityId: string | number;
  /** 'create', 'update', 'publish', 'archive', 'adjust'… */
  action: string;
  /** The values before the change (null for a creation) and after it (null for a deletion). */
  before: unknown;
  after: unknown;
}

/**
 * Records a back-office change. Call it with the transaction that makes the change: the row is
 * then written exactly when the change is, and a change that fails leaves none.
 */
export async function recordChange(tx: Db, actor: StaffActor, change: Change): Promise<void> {
  await insertAuditRow(tx, {
    actorId: actor.id,
    permission: actor.permission,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Several changes by one actor, in one statement (a batch of a CSV import's products). */
export async function recordChanges(tx: Db, actor: StaffActor, changes: Change[]): Promise<void> {
  await insertAuditRows(
    tx,
    changes.map((change) => ({
      actorId: actor.id,
      permission: actor.permission,
      entity: change.entity,
      entityId: String(change.entityId),
      action: change.action,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

const DAY_MS = 86_400_000;

/** GET admin/audit: newest first, filtered; `to` is a whole day, included. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = Number(query.page ?? 1);
  const { items, total } = await auditPage(
    db,
    {
      entity: query.entity,
      entityId: query.entityId,
      actorId: query.actorId,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
    },
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return { items, total, page, pageSize: AUDIT_PAGE_SIZE };
}
