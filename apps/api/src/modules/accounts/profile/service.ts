import type { Customer, UpdateCustomerRequest } from '@storefront/contracts/accounts';
import type { Db } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import {
  accountKey,
  assertContactsFree,
  contactConflictOf,
  FieldProblems,
  readShopSettings,
} from '../service.ts';
import { type CustomerRow, findCustomerRow, updateProfile } from './queries.ts';

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

async function customerOrNotFound(db: Db, userId: string): Promise<CustomerRow> {
  const row = await findCustomerRow(db, userId);
  if (!row) throw notFound('errors.accountNotFound');
  return row;
}

/** Spec 7 GET users/customers/{userId} (spec 3 Customer). A guest sees its empty record. */
export async function getCustomer(db: Db, userId: string): Promise<Customer> {
  return toCustomer(await customerOrNotFound(db, userId));
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
  const current = await customerOrNotFound(db, caller.id);
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
    const row = await updateProfile(db, caller.id, {
      displayName: body.displayName,
      email,
      phone,
      phoneVerifiedAt: phone === current.phone ? current.phoneVerifiedAt : null,
      avatarPath: body.avatarPath ?? current.avatarPath,
      updatedAt: new Date(),
    });
    if (!row) throw notFound('errors.accountNotFound');
    return toCustomer(row);
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
