import type { AdminCustomerSort, CustomerStatus } from '@storefront/contracts/admin-customers';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customerNotes, users } from '../../../db/schema.ts';

/**
 * The back office's reads and writes of customers (issue 26): accounts with role customer, their
 * deactivation, and the notes staff keep about them (customer_notes, owned by accounts). Their
 * orders and addresses are the orders' and addresses' modules', asked through their services.
 * Each takes `db`, which may be a transaction.
 */

/** What the list's filters decide; the search already parsed. */
export interface CustomerListFilter {
  status?: CustomerStatus;
  /** The search as typed: any part of the name or email, any case. */
  search?: string;
  /** Its digits, when it reads as a phone number (lib/phone.ts phoneSearchDigits); else ''. */
  searchDigits?: string;
}

/** A text for LIKE, its wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Guests are anonymous shoppers and staff run the shop: neither is a customer. */
const isCustomer = eq(users.role, 'customer');

function conditions(filter: CustomerListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [isCustomer];
  if (filter.status === 'active') where.push(isNull(users.deactivatedAt));
  if (filter.status === 'deactivated') where.push(isNotNull(users.deactivatedAt));
  if (filter.search) {
    const like = likeText(filter.search);
    const found: SQL[] = [
      sql`${users.displayName} ilike ${like}`,
      sql`${users.email} ilike ${like}`,
    ];
    // The stored number is E.164: a '+' and its digits.
    if (filter.searchDigits) found.push(sql`${users.phone} like ${likeText(filter.searchDigits)}`);
    where.push(or(...found));
  }
  return and(...where);
}

/** A customer without a display name sorts by their email, among the others. */
const sortName = sql`lower(coalesce(nullif(${users.displayName}, ''), ${users.email}))`;

const ORDER_BY: Record<AdminCustomerSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sortName), asc(users.id)],
  'name-desc': [desc(sortName), desc(users.id)],
};

const customerColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerRow>>>;

/** The customers the filter keeps, in `sort`'s order, `limit` from `offset`. */
export async function listCustomerRows(
  db: Db,
  filter: CustomerListFilter,
  sort: AdminCustomerSort,
  limit: number,
  offset: number,
) {
  return db
    .select(customerColumns)
    .from(users)
    .where(conditions(filter))
    .orderBy(...ORDER_BY[sort])
    .limit(limit)
    .offset(offset);
}

export async function countCustomers(db: Db, filter: CustomerListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(conditions(filter));
  return Number(row?.count ?? 0);
}

/** A customer by id; undefined for a guest, a staff member or no one. */
export async function findCustomerRow(db: Db, id: string) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), isCustomer));
  return row;
}

/**
 * The customer, their row locked for the change about to be made (FOR NO KEY UPDATE, as
 * db/lock-user.ts: what they own can still be added beside it); undefined for anyone else.
 */
export async function lockCustomerRow(db: Db, id: string) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), isCustomer))
    .for('no key update');
  return row;
}

/** Deactivates (a moment) or reactivates (null) the customer. */
export async function setCustomerDeactivatedAt(
  db: Db,
  id: string,
  deactivatedAt: Date | null,
): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt, updatedAt: new Date() })
    .where(and(eq(users.id, id), isCustomer));
}

/** The customer's notes, newest first, with their authors by email. */
export async function readCustomerNotes(db: Db, userId: string) {
  const rows = await db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      at: customerNotes.createdAt,
      authorEmail: users.email,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.id));
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

export async function insertCustomerNote(
  db: Db,
  note: { userId: string; authorId: string; body: string },
): Promise<number> {
  const [row] = await db.insert(customerNotes).values(note).returning({ id: customerNotes.id });
  return row!.id;
}
