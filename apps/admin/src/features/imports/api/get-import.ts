import { api } from '@storefront/client/api-client';
import type { ImportReport, ImportStatus } from '@storefront/contracts/admin-imports';
import { getImport } from '@storefront/contracts/endpoints/admin/imports';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** While a job works on the import, its page asks again every second. */
export const WORKING: readonly ImportStatus[] = ['queued', 'running', 'undoing'];
export const isWorking = (status: ImportStatus) => WORKING.includes(status);

export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['imports', 'detail', id],
    queryFn: ({ signal }) => api.call(getImport, { params: { id }, signal }),
    enabled: id > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isWorking(status) ? 1000 : false;
    },
  });

/** A report answered by an upload, a commit or an undo: the page shows it without asking. */
export function rememberImport(queryClient: QueryClient, report: ImportReport) {
  queryClient.setQueryData(['imports', 'detail', report.id], report);
  void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
}

/**
 * GET admin/imports/{id}, followed while a job works on it; when the job ends, the lists it
 * changed (products, imports) are read again.
 */
export function useImport(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(importQueryOptions(id));
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was && status && isWorking(was) && !isWorking(status)) {
      void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    }
  }, [status, queryClient]);
  return query;
}
