import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomersQuery,
  CUSTOMER_STATUSES,
} from '@storefront/contracts/admin-customers';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The list's query from the address (shareable, kept on reload); unknown values are dropped. */
export function readCustomersQuery(params: URLSearchParams): AdminCustomersQuery {
  const page = Number(params.get('page'));
  const sort = oneOf(ADMIN_CUSTOMER_SORTS, params.get('sort'));
  const query: AdminCustomersQuery = {
    query: params.get('query')?.trim() || undefined,
    status: oneOf(CUSTOMER_STATUSES, params.get('status')),
    // Newest is what the API does without it: the address stays short.
    sort: sort === 'newest' ? undefined : sort,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminCustomersQuery;
}

export function toSearchParams(query: AdminCustomersQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
