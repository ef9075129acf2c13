import {
  type AdminPromotionsQuery,
  PROMOTION_STATUSES,
  type PromotionStatus,
} from '@storefront/contracts/admin-promotions';

/** The list's query from the address (shareable, kept on reload); unknown values are dropped. */
export function readPromotionsQuery(params: URLSearchParams): AdminPromotionsQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const query: AdminPromotionsQuery = {
    query: params.get('query')?.trim() || undefined,
    status: PROMOTION_STATUSES.includes(status as PromotionStatus)
      ? (status as PromotionStatus)
      : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminPromotionsQuery;
}

export function toSearchParams(query: AdminPromotionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
