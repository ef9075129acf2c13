import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, type HttpError } from '../../lib/http-error.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { normalisePhone } from '../../lib/phone.ts';

/**
 * Checks shared by registration, the profile and the password flows. Each problem is named by
 * its field, with a translation key as its message, so a form can show it where it belongs.
 */
export class FieldProblems {
  readonly fields: Record<string, string> = {};

  add(field: string, message: string | null | undefined): void {
    if (message) this.fields[field] ??= message;
  }

  /** A typed phone → E.164; an invalid one is a problem of `field`. */
  phone(field: string, input: string, country: CountryCode): string | null {
    const phone = normalisePhone(input, country);
    if (!phone) this.add(field, 'validation.phone');
    return phone;
  }

  /** A new password the policy refuses is a problem of `field`. */
  async password(field: string, password: string, email: string | null): Promise<void> {
    this.add(field, await passwordProblem(password, email));
  }

  /** 400 naming every field with a problem. */
  throwIfAny(): void {
    const messages = Object.values(this.fields);
    if (messages.length > 0) throw badRequest(messages[0]!, this.fields);
  }
}

/**
 * 409 naming the email and/or phone another account already has. The unique indexes decide in
 * the end (`contactConflictOf`); this answers the common case with both fields at once.
 */
export async function assertContactsFree(
  db: Db,
  contacts: { email?: string | null; phone?: string | null; exceptUserId?: string },
): Promise<void> {
  const matches: SQL[] = [];
  if (contacts.email) matches.push(eq(users.email, contacts.email));
  if (contacts.phone) matches.push(eq(users.phone, contacts.phone));
  if (matches.length === 0) return;
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(or(...matches), contacts.exceptUserId ? ne(users.id, contacts.exceptUserId) : undefined),
    );
  const fields: Record<string, string> = {};
  if (contacts.email && rows.some((r) => r.email === contacts.email)) {
    fields.email = 'errors.emailTaken';
  }
  if (contacts.phone && rows.some((r) => r.phone === contacts.phone)) {
    fields.phone = 'errors.phoneTaken';
  }
  if (Object.keys(fields).length > 0) throw conflict(fields);
}

/** A unique-index violation on users' email or phone (a race the pre-check lost) as its 409. */
export function contactConflictOf(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_key') return conflict({ email: 'errors.emailTaken' });
  if (constraint === 'users_phone_key') return conflict({ phone: 'errors.phoneTaken' });
  return undefined;
}
