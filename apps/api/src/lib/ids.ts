import { INT4_MAX } from '@storefront/contracts/input-rules';

/** An id as the API takes it from a path: digits only, 1 to 2,147,483,647; else null. */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= INT4_MAX ? value : null;
}
