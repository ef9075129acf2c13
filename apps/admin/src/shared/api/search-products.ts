import { api } from '@storefront/client/api-client';
import { listAdminProducts } from '@storefront/contracts/endpoints/admin/catalogue';
import { useQuery } from '@tanstack/react-query';

/**
 * The products whose name (either language) or SKU holds `query`, for picking one (a menu
 * item's link, a home section's item): the products list's first page, under the products
 * page's own key (they share the answer).
 */
export const useProductSearch = (query: string) =>
  useQuery({
    queryKey: ['products', 'list', { query }],
    queryFn: ({ signal }) => api.call(listAdminProducts, { query: { query }, signal }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
