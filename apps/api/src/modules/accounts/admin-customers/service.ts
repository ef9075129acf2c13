import type { LanguageCode } from '@storefront/contracts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomer,
  type AdminCustomerListItem,
  type AdminCustomerPage,
  type AdminCustomersQuery,
  CUSTOMER_ORDERS_SHOWN,
  type CustomerNote,
} from '@storefront/contracts/admin-customers';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { phoneSearchDigits } from '../../../lib/phone.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { listAddresses } from '../../addresses/service.ts';
import { recordChange } from '../../audit/service.ts';
import {
  type CustomerOrderFigures,
  customerOrderFigures,
  customerOrders,
} from '../../orders/service.ts';
import { revokeUserSessions } from '../../sessions/service.ts';
import {
  type CustomerListFilter,
  type CustomerRow,
  countCustomers,
  findCustomerRow,
  insertCustomerNote,
  listCustomerRows,
  lockCustomerRow,
  readCustomerNotes,
  setCustomerDeactivatedAt,
} from './queries.ts';

/**
 * The back office's customers (issue 26): the list with what each customer's orders came to,
 * one customer with their addresses, orders and notes, notes, and deactivating or reactivating
 * an account. Figures and orders are the orders module's, addresses the addresses module's, both
 * asked through their services. Every change is audited in its own transaction (recordChange).
 */

const customerNotFound = () => notFound('errors.accountNotFound');

const toListItem = (row: CustomerRow, figures: CustomerOrderFigures): AdminCustomerListItem => ({
  id: row.id,
  name: row.displayName ?? '',
  email: row.email,
  phone: row.phone,
  orders: figures.orders,
  spent: figures.spent,
  lastOrderAt: figures.lastOrderAt?.toISOString() ?? null,
  joinedAt: new Date(row.createdAt).toISOString(),
  status: row.deactivatedAt === null ? 'active' : 'deactivated',
});

/** GET admin/customers: filtered, searched, sorted (newest first unless said), a page at a time. */
export async function listCustomersForStaff(
  db: Db,
  query: AdminCustomersQuery,
): Promise<AdminCustomerPage> {
  const page = Number(query.page ?? 1);
  const search = query.query?.trim() || undefined;
  const filter: CustomerListFilter = {
    status: query.status,
    search,
    searchDigits: search ? phoneSearchDigits(search) : '',
  };
  const [rows, total] = await Promise.all([
    listCustomerRows(
      db,
      filter,
      query.sort ?? 'newest',
      ADMIN_CUSTOMERS_PAGE_SIZE,
      (page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE,
    ),
    countCustomers(db, filter),
  ]);
  const figures = await customerOrderFigures(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, figures.get(row.id)!)),
    total,
    page,
    pageSize: ADMIN_CUSTOMERS_PAGE_SIZE,
  };
}

/** GET admin/customers/{id}: the profile, addresses, newest orders and notes; 404 for a non-customer. */
export async function getCustomerForStaff(
  db: Db,
  id: string,
  lang: LanguageCode,
): Promise<AdminCustomer> {
  const row = await findCustomerRow(db, id);
  if (!row) throw customerNotFound();
  const [figures, addresses, orders, notes] = await Promise.all([
    customerOrderFigures(db, [id]),
    listAddresses(db, id, lang),
    customerOrders(db, id, CUSTOMER_ORDERS_SHOWN),
    readCustomerNotes(db, id),
  ]);
  return {
    customer: {
      ...toListItem(row, figures.get(id)!),
      phoneVerified: row.phoneVerifiedAt !== null,
      deactivatedAt: row.deactivatedAt ? new Date(row.deactivatedAt).toISOString() : null,
    },
    addresses,
    orders,
    notes,
  };
}

/** POST admin/customers/{id}/notes: a note staff keep about the customer, audited. */
export async function addCustomerNote(
  db: Db,
  actor: StaffActor,
  id: string,
  body: string,
): Promise<CustomerNote> {
  const noteId = await db.transaction(async (tx) => {
    if (!(await lockCustomerRow(tx, id))) throw customerNotFound();
    const noteId = await insertCustomerNote(tx, { userId: id, authorId: actor.id, body });
    await recordChange(tx, actor, {
      entity: 'customer',
      entityId: id,
      action: 'note',
      before: null,
      after: { noteId, body },
    });
    return noteId;
  });
  const notes = await readCustomerNotes(db, id);
  return notes.find((note) => note.id === noteId)!;
}

/**
 * POST admin/customers/{id}/deactivate and …/reactivate. Deactivating ends every session of the
 * account in the same transaction (impersonations of it too), and sign-in refuses it from then
 * on (login/service.ts); reactivating lets it sign in again. Asking for the state it is already
 * in changes nothing and writes no audit row.
 */
export async function setCustomerActive(
  db: Db,
  actor: StaffActor,
  id: string,
  active: boolean,
  lang: LanguageCode,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const before = await lockCustomerRow(tx, id);
    if (!before) throw customerNotFound();
    if ((before.deactivatedAt === null) === active) return;
    await setCustomerDeactivatedAt(tx, id, active ? null : new Date());
    await recordChange(tx, actor, {
      entity: 'customer',
      entityId: id,
      action: active ? 'reactivate' : 'deactivate',
      before: { active: !active },
      after: { active },
    });
    if (!active) await revokeUserSessions(tx, id);
  });
  return getCustomerForStaff(db, id, lang);
}
