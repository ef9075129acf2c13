import { api } from '@storefront/client/api-client';
import { commitImport } from '@storefront/contracts/endpoints/admin/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberImport } from './get-import.ts';

/** POST admin/imports/{id}/commit: queued for its job; the page follows it from there. */
export function useCommitImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(commitImport, { params: { id } }),
    onSuccess: (report) => rememberImport(queryClient, report),
  });
}
