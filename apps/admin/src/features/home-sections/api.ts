import { api } from '@storefront/client/api-client';
import type { AdminHome, HomeLayoutRequest } from '@storefront/contracts/admin-home';
import {
  cancelHomeSchedule,
  discardHomeDraft,
  getAdminHome,
  previewHomeDraft,
  publishHome,
  saveHomeDraft,
  scheduleHome,
} from '@storefront/contracts/endpoints/admin/home';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

const HOME = ['home', 'admin'] as const;

/** GET admin/home: the live layout, the draft (the live one when there is none), any schedule. */
export const adminHomeQueryOptions = () =>
  queryOptions({
    queryKey: HOME,
    queryFn: ({ signal }) => api.call(getAdminHome, { signal }),
  });

export const useAdminHome = () => useQuery(adminHomeQueryOptions());

/** Every write answers the whole home page, which becomes the page's. */
function useHomeWrite<V>(write: (value: V) => Promise<AdminHome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (home) => queryClient.setQueryData(HOME, home),
  });
}

export const useSaveHomeDraft = () =>
  useHomeWrite((body: HomeLayoutRequest) => api.call(saveHomeDraft, { body }));
export const useDiscardHomeDraft = () => useHomeWrite(() => api.call(discardHomeDraft));
export const usePublishHome = () => useHomeWrite(() => api.call(publishHome));
export const useScheduleHome = () =>
  useHomeWrite((publishAt: string) => api.call(scheduleHome, { body: { publishAt } }));
export const useCancelHomeSchedule = () => useHomeWrite(() => api.call(cancelHomeSchedule));

/**
 * POST admin/home/preview: a token that draws the storefront's home with the draft as it is saved
 * whenever the frame loads, good for an hour: asked once the preview opens, again before it ends.
 */
export const useHomePreviewToken = () =>
  useQuery({
    queryKey: ['home', 'preview'],
    queryFn: ({ signal }) => api.call(previewHomeDraft, { signal }),
    staleTime: 50 * 60_000,
    refetchInterval: 50 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
