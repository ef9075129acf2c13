import { api } from '@storefront/client/api-client';
import type {
  AdminTranslationsPage,
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

/**
 * One string saved (live at once). The answer replaces the string in every list at once (its
 * row shows what shoppers now see); the lists are then read again for their counts and order,
 * without the save waiting for them.
 */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: AdminTranslationUpdate }) =>
      api.call(updateAdminTranslation, { params: { key }, body }),
    onSuccess: ({ translation }) => {
      queryClient.setQueriesData<AdminTranslationsPage>({ queryKey: ALL }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) => (item.key === translation.key ? translation : item)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: ALL });
    },
  });
}
