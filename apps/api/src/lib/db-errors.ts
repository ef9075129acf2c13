/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps the driver's error (`cause`); node-postgres and PGlite both name the constraint.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    e = candidate.cause;
  }
  return undefined;
}

/**
 * The constraint a foreign key broke, or undefined for any other error: a row still named by
 * another cannot be deleted (SQLSTATE 23503, or 23001 for an `on delete restrict` key).
 */
export function foreignKeyViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23503' || candidate.code === '23001') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    e = candidate.cause;
  }
  return undefined;
}
