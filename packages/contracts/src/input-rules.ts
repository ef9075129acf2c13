import { z } from 'zod';

/**
 * Rules every request obeys, whatever the route (issue 12). They live here once: the API applies
 * them to every request part before a route's own schema runs, and the schemas below carry the
 * id range so the OpenAPI document says it too. Zod-free helpers first: the browser may use them.
 */

/** The largest value of a PostgreSQL `integer`: every row id fits in one. */
export const INT4_MAX = 2_147_483_647;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which text areas
 * legitimately hold. PostgreSQL refuses U+0000 in text outright, and none of the others belongs
 * in a name, an address or a note: they are refused rather than silently stripped, so what is
 * stored is exactly what was sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A control character, or a lone UTF-16 surrogate: half of a character, which no text can hold
 * (UTF-8 has no form for it, and PostgreSQL refuses it in jsonb as `\udfff`).
 */
export const hasControlCharacter = (text: string): boolean =>
  CONTROL_CHARACTER.test(text) || !text.isWellFormed();

/** Deeper than any request this API accepts; a walk stops there instead of overflowing. */
const MAX_DEPTH = 64;

/**
 * The dot-joined path of the first string (value or object key) in `value` holding a control
 * character, '' when `value` itself is such a string, or undefined when there is none.
 */
export function controlCharacterPath(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? '' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacter(key))
      return key.toWellFormed().replace(new RegExp(CONTROL_CHARACTER, 'g'), '?');
    const inner = controlCharacterPath(child, depth + 1);
    if (inner !== undefined) return inner === '' ? key : `${key}.${inner}`;
  }
  return undefined;
}

/** A row id in a JSON body: a whole number from 1 that a PostgreSQL `integer` holds. */
export const idSchema = z
  .number('validation.id')
  .int('validation.id')
  .positive('validation.id')
  .max(INT4_MAX, 'validation.id');

/** The same id read from a path or a query string, where it arrives as text. */
export const idParamSchema = z.coerce
  .number('validation.id')
  .int('validation.id')
  .positive('validation.id')
  .max(INT4_MAX, 'validation.id');
