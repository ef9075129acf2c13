import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { uniqueViolation } from './db-errors.ts';

describe('uniqueViolation', () => {
  const t = useTestApp();

  it('names the constraint of a duplicate key, through Drizzle, on this engine', async () => {
    const email = `${randomUUID()}@example.com`;
    await t.database.db.insert(users).values({ id: randomUUID(), role: 'customer', email });
    const error = await t.database.db
      .insert(users)
      .values({ id: randomUUID(), role: 'customer', email })
      .catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('users_email_key');
  });

  it('is undefined for anything else', () => {
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation({ code: '23503' })).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});
