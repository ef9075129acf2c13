import { api } from '@storefront/client/api-client';
import { listAdminProductHistory } from '@storefront/contracts/endpoints/admin/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useProductHistory = (productId: number, page: number) =>
  useQuery({
    queryKey: ['products', 'history', productId, { page }],
    queryFn: ({ signal }) =>
      api.call(listAdminProductHistory, { params: { id: productId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
