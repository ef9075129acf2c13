import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductsQuery,
  STOCK_STATES,
} from '@storefront/contracts/admin-catalogue';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const bool = (value: string | null) => oneOf(['true', 'false'] as const, value);
const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list's query from the address (shareable, kept on reload); unknown values are dropped. */
export function readProductsQuery(params: URLSearchParams): AdminProductsQuery {
  const query: AdminProductsQuery = {
    query: params.get('query')?.trim() || undefined,
    categoryId: id(params.get('categoryId')),
    brandId: id(params.get('brandId')),
    published: bool(params.get('published')),
    stock: oneOf(STOCK_STATES, params.get('stock')),
    missingArabic: params.get('missingArabic') === 'true' ? 'true' : undefined,
    archived: params.get('archived') === 'true' ? 'true' : undefined,
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')),
    page: id(params.get('page')),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminProductsQuery;
}

export function toSearchParams(query: AdminProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
