import { api } from '@storefront/client/api-client';
import type { AdminTheme, ThemeSettingsInput } from '@storefront/contracts/admin-theme';
import {
  discardThemeDraft,
  getAdminTheme,
  previewThemeDraft,
  publishThemeDraft,
  restoreThemeVersion,
  saveThemeDraft,
} from '@storefront/contracts/endpoints/admin/theme';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const THEME = ['theme', 'admin'] as const;

export const adminThemeQueryOptions = () =>
  queryOptions({
    queryKey: THEME,
    queryFn: ({ signal }) => api.call(getAdminTheme, { signal }),
  });

export const useAdminTheme = () => useQuery(adminThemeQueryOptions());

/**
 * A preview token for the draft as saved at `savedAt` (a new one after each save): asked once
 * per saved draft, good for an hour.
 */
export const usePreviewToken = (savedAt: string | null) =>
  useQuery({
    queryKey: ['theme', 'preview', savedAt],
    queryFn: () => api.call(previewThemeDraft),
    enabled: savedAt !== null,
    staleTime: 30 * 60_000,
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
