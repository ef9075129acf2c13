import type { LanguageCode } from '@storefront/contracts';
import { RESET_PASSWORD_PATH, type ResetPasswordRequest } from '@storefront/contracts/accounts';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { invalidField } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messaging/messenger.ts';
import { resetPasswordEmail } from '../../lib/messaging/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { FieldProblems } from './account-checks.ts';
import { accountKey, clearLoginFailures } from './lockout-service.ts';
import { expireResetTokens, hashResetToken, newResetToken } from './reset-tokens.ts';
import { revokeUserSessions } from './session-service.ts';
import { readShopSettings } from './shop-settings.ts';

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
    const [user] = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(and(eq(users.email, email), inArray(users.role, ['customer', 'staff'])))
      .for('update');
    if (!user) return undefined;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES})`),
        ),
      );
    if ((recent?.n ?? 0) >= EMAILS_PER_WINDOW) {
      log.warn({ userId: user.id }, 'password reset not sent: too many requests for the account');
      return undefined;
    }
    await expireResetTokens(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      tokenHash: hash,
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${config.passwordResetTtl})`,
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
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        eq(users.email, accountKey(emailInput)),
        inArray(users.role, ['customer', 'staff']),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
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
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(body.token)),
          eq(passwordResetTokens.userId, link.userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (spent.length === 0) throw invalidLink();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, link.userId));
    await expireResetTokens(tx, link.userId);
    await revokeUserSessions(tx, link.userId);
  });
  await clearLoginFailures(db, accountKey(link.email));
}
