import { api } from '@storefront/client/api-client';
import { isApiError } from '@storefront/client/api-error';
import { undoImport } from '@storefront/contracts/endpoints/admin/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberImport } from './get-import.ts';

/**
 * POST admin/imports/{id}/undo. Refused (409) when products it wrote changed since: then
 * `skipChanged` undoes the others and leaves those as they are.
 */
export function useUndoImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipChanged: boolean) =>
      api.call(undoImport, {
        params: { id },
        query: { skipChanged: skipChanged ? 'true' : 'false' },
      }),
    onSuccess: (report) => rememberImport(queryClient, report),
  });
}

/** The handles of the products changed since the import, from the undo's 409; else none. */
export function changedSinceOf(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 409) return [];
  const handles = error.details.changedSince;
  return Array.isArray(handles) ? handles.filter((h): h is string => typeof h === 'string') : [];
}
