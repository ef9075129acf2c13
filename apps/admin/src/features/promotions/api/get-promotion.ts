import { api } from '@storefront/client/api-client';
import { getAdminPromotion } from '@storefront/contracts/endpoints/admin/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const promotionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id],
    queryFn: ({ signal }) => api.call(getAdminPromotion, { params: { id }, signal }),
  });

export const usePromotion = (id: number) => useQuery(promotionQueryOptions(id));
