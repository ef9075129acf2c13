import { api } from '@storefront/client/api-client';
import { addStaff } from '@storefront/contracts/endpoints/admin/staff';
import type { AddStaffRequest } from '@storefront/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffRequest) => api.call(addStaff, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}
