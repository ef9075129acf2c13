import type { Customer, UpdateCustomerRequest } from '@storefront/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { assertContactsFree, contactConflictOf, FieldProblems } from './account-checks.ts';
import { accountKey } from './lockout-service.ts';
import { readShopSettings } from './shop-settings.ts';

const customerColumns = {
  id: users.id,
  role: users.role,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  avatarPath: users.avatarPath,
};

type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'role' | 'displayName' | 'email' | 'phone' | 'phoneVerifiedAt' | 'avatarPath'
>;

function toCustomer(row: CustomerRow): Customer {
  return {
    userId: row.id,
    role: row.role,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    avatarPath: row.avatarPath,
  };
}

async function findCustomerRow(db: Db, userId: string) {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('errors.accountNotFound');
  return row;
}

/** Spec 7 GET users/customers/{userId} (spec 3 Customer). A guest sees its empty record. */
export async function getCustomer(db: Db, userId: string): Promise<Customer> {
  return toCustomer(await findCustomerRow(db, userId));
}

/**
 * Spec 7 PUT users/customers/{userId}. Guests register first. An absent phone keeps the number,
 * an empty one removes it; a changed number is no longer verified. Staff acting as the customer
 * may correct the profile but not the email, which would hand them the account (a reset link
 * goes to it).
 */
export async function updateCustomer(
  db: Db,
  caller: RequestUser,
  body: UpdateCustomerRequest,
): Promise<Customer> {
  const current = await findCustomerRow(db, caller.id);
  if (current.role === 'guest') throw forbidden('errors.guestMustRegister');
  const email = accountKey(body.email);
  if (caller.impersonatorId && email !== current.email) {
    throw forbidden('errors.impersonationForbidden');
  }

  const problems = new FieldProblems();
  let phone = current.phone;
  if (body.phone !== undefined) {
    const { country } = await readShopSettings(db);
    phone = body.phone === '' ? null : problems.phone('phone', body.phone, country);
  }
  problems.throwIfAny();
  await assertContactsFree(db, { email, phone, exceptUserId: caller.id });

  try {
    const [row] = await db
      .update(users)
      .set({
        displayName: body.displayName,
        email,
        phone,
        phoneVerifiedAt: phone === current.phone ? current.phoneVerifiedAt : null,
        avatarPath: body.avatarPath ?? current.avatarPath,
        updatedAt: new Date(),
      })
      .where(eq(users.id, caller.id))
      .returning(customerColumns);
    if (!row) throw notFound('errors.accountNotFound');
    return toCustomer(row);
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
