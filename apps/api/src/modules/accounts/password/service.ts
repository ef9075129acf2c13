import { createHash, randomBytes } from 'node:crypto';
import type { LanguageCode } from '@storefront/contracts';
import {
  type ChangePasswordRequest,
  RESET_PASSWORD_PATH,
  type ResetPasswordRequest,
} from '@storefront/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { forbidden, invalidField, unauthorized } from '../../../lib/http-error.ts';
import type { Messenger } from '../../../lib/messaging/messenger.ts';
import { resetPasswordEmail } from '../../../lib/messaging/templates.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import { revokeUserSessions } from '../../sessions/service.ts';
import {
  accountKey,
  assertNotLocked,
  clearLoginFailures,
  FieldProblems,
  type LockoutConfig,
  readShopSettings,
  recordLoginFailure,
} from '../service.ts';
import {
  countRecentResetTokens,
  expireResetTokens,
  findPasswordAccount,
  insertResetToken,
  lockResetRecipient,
  setPasswordHash,
  spendResetToken,
  usableResetToken,
} from './queries.ts';

/**
 * A password is changed knowing the old one (signed in), or set again through a single-use
 * link emailed on request (forgotten). Either way every other session of the user ends and the
 * lock-out of the email is lifted.
 */

/** Reset tokens: 256 random bits in the link; only their SHA-256 is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Spec 7 PUT users/{userId}/change-customer-password. Staff acting as the customer may not: the
 * password is the customer's alone. A wrong old password counts toward the account's lock-out,
 * like a failed sign-in, so this path cannot be used to guess it either. On success every other
 * session of the user ends (a thief signed in elsewhere is out); the caller's stays.
 */
export async function changePassword(
  db: Db,
  config: LockoutConfig,
  caller: RequestUser,
  body: ChangePasswordRequest,
): Promise<void> {
  if (caller.impersonatorId) throw forbidden('errors.impersonationForbidden');
  const user = await findPasswordAccount(db, caller.id);
  if (!user) throw unauthorized();
  if (user.role === 'guest' || !user.email || !user.passwordHash) {
    throw forbidden('errors.guestMustRegister');
  }

  const key = accountKey(user.email);
  await assertNotLocked(db, key);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await recordLoginFailure(db, config, key);
    throw invalidField('oldPassword', 'errors.wrongPassword');
  }
  const problems = new FieldProblems();
  await problems.password('newPassword', body.newPassword, user.email);
  problems.throwIfAny();

  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.id, passwordHash);
    await revokeUserSessions(tx, caller.id, caller.sessionId);
    await expireResetTokens(tx, caller.id);
  });
  await clearLoginFailures(db, key);
}

/** At most this many reset emails per account per window, so nobody can flood an inbox. */
const EMAILS_PER_WINDOW = 3;
const WINDOW_MINUTES = 15;

export interface ResetRequest {
  email: string;
  lang: LanguageCode;
  /** Where the storefront is, for the link: PUBLIC_URL, else the request's own origin. */
  baseUrl: string;
}

/**
 * The work behind POST account/forgot-password, run after the answer has gone (the route answers
 * the same at once whatever happens here). For a customer or staff account: earlier links end,
 * a new single-use token is stored (hashed) and the link is emailed in the shopper's language.
 */
export async function sendPasswordReset(
  deps: {
    db: Db;
    config: Pick<Config, 'passwordResetTtl'>;
    messenger: Messenger;
    log: FastifyBaseLogger;
  },
  request: ResetRequest,
): Promise<void> {
  const { db, config, messenger, log } = deps;
  const email = accountKey(request.email);
  const { token, hash } = newResetToken();
  const issued = await db.transaction(async (tx) => {
    const user = await lockResetRecipient(tx, email);
    if (!user) return undefined;
    if ((await countRecentResetTokens(tx, user.id, WINDOW_MINUTES)) >= EMAILS_PER_WINDOW) {
      log.warn({ userId: user.id }, 'password reset not sent: too many requests for the account');
      return undefined;
    }
    await expireResetTokens(tx, user.id);
    await insertResetToken(tx, {
      tokenHash: hash,
      userId: user.id,
      ttlSeconds: config.passwordResetTtl,
    });
    return user;
  });
  if (!issued) return;

  const shop = await readShopSettings(db);
  const link = `${request.baseUrl}${RESET_PASSWORD_PATH}?${new URLSearchParams({ email, token })}`;
  const message = resetPasswordEmail(request.lang, {
    name: issued.displayName,
    shop: shop.name(request.lang),
    link,
    minutes: Math.ceil(config.passwordResetTtl / 60),
  });
  await messenger.send({ channel: 'email', to: email, ...message });
}

const invalidLink = () => invalidField('token', 'errors.resetLinkInvalid');

/** The user a reset link is good for: unused, unexpired, and issued to that email's account. */
async function usableLink(db: Db, emailInput: string, token: string) {
  const row = await usableResetToken(db, hashResetToken(token), accountKey(emailInput));
  return row?.email ? { userId: row.userId, email: row.email } : undefined;
}

/** GET account/reset-password: 400 naming `token` unless the link can still be used. */
export async function assertResetLinkUsable(db: Db, email: string, token: string): Promise<void> {
  if (!(await usableLink(db, email, token))) throw invalidLink();
}

/**
 * PUT account/reset-password: the token is spent by a guarded update (of two concurrent uses
 * only one succeeds), the password replaced, every session of the user ended and the
 * lock-out of the email lifted.
 */
export async function resetPassword(db: Db, body: ResetPasswordRequest): Promise<void> {
  const link = await usableLink(db, body.email, body.token);
  if (!link) throw invalidLink();
  const problems = new FieldProblems();
  await problems.password('newPassword', body.newPassword, link.email);
  problems.throwIfAny();

  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    if (!(await spendResetToken(tx, hashResetToken(body.token), link.userId))) {
      throw invalidLink();
    }
    await setPasswordHash(tx, link.userId, passwordHash);
    await expireResetTokens(tx, link.userId);
    await revokeUserSessions(tx, link.userId);
  });
  await clearLoginFailures(db, accountKey(link.email));
}
