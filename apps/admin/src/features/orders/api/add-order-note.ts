import { api } from '@storefront/client/api-client';
import { addAdminOrderNote } from '@storefront/contracts/endpoints/admin/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useAddOrderNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.call(addAdminOrderNote, { params: { id }, body: { body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', id] }),
  });
}
