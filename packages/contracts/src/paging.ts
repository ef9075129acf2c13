/**
 * Catalogue rules the storefront needs on its first loads, in a module without zod so that
 * importing them never brings the schemas along (decision 15).
 */

/** The largest page any list answers. */
export const MAX_PAGE_SIZE = 100;

/** Spec 9: the search box shows 5 suggestions. */
export const SUGGESTION_COUNT = 5;

/** Spec 9: paginated search computes $skip and $top from page (1-based) and itemsPerPage. */
export function pageToSkipTop(page: number, itemsPerPage: number): { $skip: number; $top: number } {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  return { $skip: (safePage - 1) * itemsPerPage, $top: itemsPerPage };
}
