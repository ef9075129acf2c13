import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  loginFailures,
  passwordResetTokens,
  phoneVerifications,
  refreshTokens,
  sessions,
} from '../../db/schema.ts';

/** How long spent records are kept after they stop mattering, for support questions. */
const GRACE = sql`interval '1 day'`;
/** Ended sessions are kept this long: an audit row may name one. */
const ENDED_SESSIONS_KEPT = sql`interval '30 days'`;

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
 * has passed, expired reset links and phone codes, expired refresh tokens and long-ended
 * sessions. Safe to run from several instances at once.
 */
export async function pruneExpired(
  db: Db,
  config: Pick<Config, 'loginLockoutSeconds'>,
): Promise<PruneCounts> {
  const window = sql`make_interval(secs => ${config.loginLockoutSeconds})`;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    loginFailures: await count(
      db
        .delete(loginFailures)
        .where(
          and(
            lt(loginFailures.lastFailureAt, sql`now() - ${window}`),
            or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, sql`now()`)),
          ),
        )
        .returning({ key: loginFailures.accountKey }),
    ),
    resetTokens: await count(
      db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, sql`now() - ${GRACE}`))
        .returning({ key: passwordResetTokens.tokenHash }),
    ),
    phoneCodes: await count(
      db
        .delete(phoneVerifications)
        .where(lt(phoneVerifications.expiresAt, sql`now() - ${GRACE}`))
        .returning({ id: phoneVerifications.id }),
    ),
    refreshTokens: await count(
      db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, sql`now()`))
        .returning({ key: refreshTokens.tokenHash }),
    ),
    sessions: await count(
      db
        .delete(sessions)
        .where(
          and(
            isNotNull(sessions.revokedAt),
            lt(sessions.revokedAt, sql`now() - ${ENDED_SESSIONS_KEPT}`),
          ),
        )
        .returning({ id: sessions.id }),
    ),
  };
}
