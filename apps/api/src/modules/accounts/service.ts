import { type LanguageCode, TENANT } from '@storefront/contracts';
import type { CountryCode } from 'libphonenumber-js';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, type HttpError, tooManyAttempts } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { normalisePhone, phoneCountry } from '../../lib/phone.ts';
import { pruneSessions } from '../sessions/service.ts';
import { findThemeConfig } from '../theme/service.ts';
import {
  accountsWithContacts,
  countLoginFailure,
  deleteExpiredPhoneCodes,
  deleteExpiredResetTokens,
  deleteLoginFailures,
  deleteStaleLoginFailures,
  lockedSeconds,
} from './queries.ts';

/**
 * Accounts (spec 4-7): the users table and what a person does with their account. Each part
 * is a folder with its routes, service and queries: guest/ (guests and the guest merge),
 * login/, register/, profile/, password/ (change, forgotten, reset), phone/ (check and verify).
 * This file holds what the parts share (the field checks, the lock-out, the shop's account
 * settings) and what other modules and the server use (readShopSettings, pruneExpired).
 * Sessions are the sessions module's: accounts ask it to start and end them.
 */

// Field checks shared by registration, the profile and the password flows.

/**
 * Each problem is named by its field, with a translation key as its message, so a form can show
 * it where it belongs.
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
  const rows = await accountsWithContacts(db, contacts);
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

// The per-account lock-out (issue 4), on top of the per-address limit of the routes.

export type LockoutConfig = Pick<Config, 'loginFailuresBeforeLockout' | 'loginLockoutSeconds'>;

/**
 * Failures are counted per lower-cased email whether or not an account has it, so a lock-out
 * says nothing about which emails exist. The counts live in the database, so every API
 * instance sees them.
 */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** 429 with Retry-After while the account is locked. */
export async function assertNotLocked(db: Db, key: string): Promise<void> {
  const seconds = await lockedSeconds(db, key);
  if (seconds > 0) throw tooManyAttempts(seconds);
}

/**
 * One more failure. The count starts again once a lock-out has passed, or when the last
 * failure is older than the lock-out window (failures weeks apart are not an attack).
 */
export async function recordLoginFailure(db: Db, config: LockoutConfig, key: string) {
  await countLoginFailure(db, key, {
    windowSeconds: config.loginLockoutSeconds,
    threshold: config.loginFailuresBeforeLockout,
  });
}

/** A success (or a new password) ends the run of failures. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await deleteLoginFailures(db, key);
}

// The shop's account settings, from its theme (decision 5).

export interface ShopSettings {
  /** Spec 9 CanRegister (on when no theme is configured). */
  canRegister: boolean;
  /** Spec 9 DefaultCountry: how phone numbers without + are read. */
  country: CountryCode;
  /** The shop's name in a language, for emails and SMS. */
  name(lang: LanguageCode): string;
}

/** The account rules the theme configuration holds (decision 5). */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const theme = await findThemeConfig(db, TENANT);
  return {
    canRegister: theme?.can_register ?? true,
    country: phoneCountry(theme?.default_country),
    name: (lang) => (theme ? localize(theme.title, lang) : 'Shop'),
  };
}

// Pruning, run by the server on a timer.

export interface PruneCounts {
  loginFailures: number;
  resetTokens: number;
  phoneCodes: number;
  refreshTokens: number;
  sessions: number;
}

/**
 * Deletes what can no longer matter, so tables written by anonymous requests (failed sign-ins
 * for made-up emails, reset requests) cannot grow without bound: lock-out counters whose window
 * has passed, expired reset links and phone codes, and (the sessions module's) expired refresh
 * tokens and long-ended sessions. Safe to run from several instances at once.
 */
export async function pruneExpired(
  db: Db,
  config: Pick<Config, 'loginLockoutSeconds'>,
): Promise<PruneCounts> {
  return {
    loginFailures: await deleteStaleLoginFailures(db, config.loginLockoutSeconds),
    resetTokens: await deleteExpiredResetTokens(db),
    phoneCodes: await deleteExpiredPhoneCodes(db),
    ...(await pruneSessions(db)),
  };
}
