import type { LanguageCode } from '@storefront/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Drizzle helpers every module's queries may use. */

/**
 * A correlated subquery in a select list. Drizzle writes the columns at the top level of a
 * single-table select's fields without their table name, so `${products.id}` in
 * `exists (select 1 from variations where variations.product_id = ${products.id})` would become
 * `"id"` and resolve to variations.id. One level down, columns keep their table names.
 */
export function correlated<T>(subquery: SQL<T>): SQL<T> {
  return sql<T>`${subquery}`;
}

/** A LocalizedText column in the request's language, falling back to English (ARCHITECTURE). */
export function localized(column: AnyColumn | SQL, lang: LanguageCode): SQL<string> {
  if (lang === 'en') return sql<string>`(${column}->>'en')`;
  return sql<string>`coalesce(nullif(${column}->>${lang}::text, ''), ${column}->>'en')`;
}
