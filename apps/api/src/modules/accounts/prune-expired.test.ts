import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loginFailures,
  passwordResetTokens,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { pruneExpired } from './service.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('pruneExpired', () => {
  const t = useTestApp();

  it('deletes what can no longer matter and keeps what still can', async () => {
    const db = t.database.db;
    const config = { loginLockoutSeconds: 900 };
    await db.insert(loginFailures).values([
      { accountKey: 'old@example.test', failures: 3, lastFailureAt: hoursAgo(2) },
      { accountKey: 'recent@example.test', failures: 3, lastFailureAt: hoursAgo(0) },
      {
        accountKey: 'locked@example.test',
        failures: 5,
        lastFailureAt: hoursAgo(2),
        lockedUntil: new Date(Date.now() + 600_000),
      },
    ]);
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, role: 'customer', email: 'p@example.test' });
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'expired-long-ago', userId, expiresAt: hoursAgo(48) },
      { tokenHash: 'still-valid', userId, expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    const [ended, open] = [randomUUID(), randomUUID()];
    await db.insert(sessions).values([
      { id: ended, userId, revokedAt: hoursAgo(24 * 31) },
      { id: open, userId },
    ]);
    await db.insert(refreshTokens).values([
      { tokenHash: 'expired', sessionId: open, expiresAt: hoursAgo(1) },
      { tokenHash: 'live', sessionId: open, expiresAt: new Date(Date.now() + 3600_000) },
    ]);

    expect(await pruneExpired(db, config)).toEqual({
      loginFailures: 1,
      resetTokens: 1,
      phoneCodes: 0,
      refreshTokens: 1,
      sessions: 1,
    });
    const keys = (await db.select().from(loginFailures)).map((r) => r.accountKey).sort();
    expect(keys).toEqual(['locked@example.test', 'recent@example.test']);
    expect(await db.select().from(sessions).where(eq(sessions.id, open))).toHaveLength(1);
    const tokens = (await db.select().from(refreshTokens)).map((r) => r.tokenHash);
    expect(tokens).toEqual(['live']);
  });
});
