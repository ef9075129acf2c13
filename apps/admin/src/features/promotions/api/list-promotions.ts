import { api } from '@storefront/client/api-client';
import type { AdminPromotionsQuery } from '@storefront/contracts/admin-promotions';
import { listAdminPromotions } from '@storefront/contracts/endpoints/admin/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const promotionsQueryOptions = (query: AdminPromotionsQuery) =>
  queryOptions({
    queryKey: ['promotions', 'list', query],
    queryFn: ({ signal }) => api.call(listAdminPromotions, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (query: AdminPromotionsQuery) =>
  useQuery(promotionsQueryOptions(query));
