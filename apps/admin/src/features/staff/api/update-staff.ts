import { api } from '@storefront/client/api-client';
import { updateStaff } from '@storefront/contracts/endpoints/admin/staff';
import type { UpdateStaffRequest } from '@storefront/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A new role, or the account (de)activated; the API refuses leaving no active owner (409). */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStaffRequest }) =>
      api.call(updateStaff, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}
