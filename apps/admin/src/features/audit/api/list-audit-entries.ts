import { api } from '@storefront/client/api-client';
import { listAuditEntries } from '@storefront/contracts/endpoints/admin/audit';
import type { AuditQuery } from '@storefront/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => api.call(listAuditEntries, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditEntries = (query: AuditQuery) => useQuery(auditQueryOptions(query));
