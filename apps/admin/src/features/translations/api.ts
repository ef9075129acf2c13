import { api } from '@storefront/client/api-client';
import type {
  AdminTranslationsQuery,
  AdminTranslationUpdate,
} from '@storefront/contracts/admin-translations';
import {
  listAdminTranslations,
  updateAdminTranslation,
} from '@storefront/contracts/endpoints/admin/translations';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

const ALL = ['translations'] as const;

export const translationsQueryOptions = (query: AdminTranslationsQuery) =>
  queryOptions({
    queryKey: [...ALL, query],
    queryFn: ({ signal }) => api.call(listAdminTranslations, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTranslations = (query: AdminTranslationsQuery) =>
  useQuery(translationsQueryOptions(query));

/** One string saved (live at once); the lists are read again for their counts and order. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: AdminTranslationUpdate }) =>
      api.call(updateAdminTranslation, { params: { key }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
