import { api } from '@storefront/client/api-client';
import type { AdminTheme, ThemeSettingsInput } from '@storefront/contracts/admin-theme';
import { listCountries } from '@storefront/contracts/endpoints/addresses';
import {
  cancelThemeSchedule,
  discardThemeDraft,
  getAdminTheme,
  previewThemeDraft,
  publishThemeDraft,
  restoreThemeVersion,
  saveThemeDraft,
  scheduleThemeDraft,
} from '@storefront/contracts/endpoints/admin/theme';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminLanguage } from '../../i18n/catalogue.ts';

const THEME = ['theme', 'admin'] as const;

export const adminThemeQueryOptions = () =>
  queryOptions({
    queryKey: THEME,
    queryFn: ({ signal }) => api.call(getAdminTheme, { signal }),
  });

export const useAdminTheme = () => useQuery(adminThemeQueryOptions());

/**
 * A preview token for the draft as saved at `version` (or the scheduled version): asked (POST admin/theme/preview) once
 * per saved draft, so each save gives the frame a new address and it draws the draft again. A
 * token opens the preview for an hour; one is asked again after 50 minutes.
 */
export const usePreviewToken = (of: 'draft' | 'scheduled', version: string | null) =>
  useQuery({
    queryKey: ['theme', 'preview', of, version],
    queryFn: ({ signal }) => api.call(previewThemeDraft, { query: { of }, signal }),
    enabled: version !== null,
    staleTime: 50 * 60_000,
    retry: false,
    // The last token shows the same draft until the new one comes: the frame is not emptied.
    placeholderData: keepPreviousData,
  });

/** The countries the shop knows (the address form's), for the default country. */
export const useCountries = (lang: AdminLanguage) =>
  useQuery({
    queryKey: ['theme', 'countries', lang],
    queryFn: ({ signal }) => api.call(listCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every write answers the whole theme, which becomes the page's. */
function useThemeWrite<V>(write: (value: V) => Promise<AdminTheme>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (theme) => {
      queryClient.setQueryData(THEME, theme);
      // The shell's colour follows what shoppers see.
      void queryClient.invalidateQueries({ queryKey: ['theme', 'detail'] });
    },
  });
}

export const useSaveThemeDraft = () =>
  useThemeWrite((body: ThemeSettingsInput) => api.call(saveThemeDraft, { body }));
export const useDiscardThemeDraft = () => useThemeWrite(() => api.call(discardThemeDraft));
export const usePublishTheme = () => useThemeWrite(() => api.call(publishThemeDraft));
export const useRestoreThemeVersion = () =>
  useThemeWrite((id: number) => api.call(restoreThemeVersion, { params: { id } }));
export const useScheduleTheme = () =>
  useThemeWrite((publishAt: string) => api.call(scheduleThemeDraft, { body: { publishAt } }));
export const useCancelThemeSchedule = () => useThemeWrite(() => api.call(cancelThemeSchedule));
