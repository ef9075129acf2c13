import { api } from '@storefront/client/api-client';
import { listAdminStockMovements } from '@storefront/contracts/endpoints/admin/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useStockMovements = (productId: number, page: number) =>
  useQuery({
    queryKey: ['stock', productId, { page }],
    queryFn: ({ signal }) =>
      api.call(listAdminStockMovements, { params: { id: productId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
