import { api } from '@storefront/client/api-client';
import type { AdminPromotion, AdminPromotionInput } from '@storefront/contracts/admin-promotions';
import {
  createAdminPromotion,
  disableAdminPromotion,
  enableAdminPromotion,
  updateAdminPromotion,
} from '@storefront/contracts/endpoints/admin/promotions';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

function remember(queryClient: QueryClient, promotion: AdminPromotion) {
  queryClient.setQueryData(['promotions', 'detail', promotion.id], promotion);
  void queryClient.invalidateQueries({ queryKey: ['promotions', 'list'] });
}

/** POST admin/promotions for a new code, PUT admin/promotions/{id} (the whole code) after. */
export function useSavePromotion(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPromotionInput) =>
      id === null
        ? api.call(createAdminPromotion, { body })
        : api.call(updateAdminPromotion, { params: { id }, body }),
    onSuccess: (promotion) => remember(queryClient, promotion),
  });
}

/** Turns a code off or on again (codes are never deleted). */
export function useSetPromotionActive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      api.call(active ? enableAdminPromotion : disableAdminPromotion, { params: { id } }),
    onSuccess: (promotion) => remember(queryClient, promotion),
  });
}
