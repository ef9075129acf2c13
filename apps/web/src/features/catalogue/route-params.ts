/**
 * An id from a route parameter (/products/{productId}), or null when it cannot
 * be one: the API's ids are positive 32-bit integers, so anything else is not found, unasked.
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
