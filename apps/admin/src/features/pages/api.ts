import { api } from '@storefront/client/api-client';
import type {
  AdminPage,
  ContactRecipients,
  PageContentRequest,
} from '@storefront/contracts/admin-pages';
import {
  cancelPageSchedule,
  createAdminPage,
  discardPageDraft,
  getAdminPage,
  getContactRecipients,
  listAdminPages,
  previewPageDraft,
  publishPage,
  saveContactRecipients,
  savePageDraft,
  schedulePage,
  unpublishPage,
} from '@storefront/contracts/endpoints/admin/pages';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

const PAGES = ['pages', 'admin'] as const;
const RECIPIENTS = ['pages', 'contact-recipients'] as const;
const pageKey = (id: number) => [...PAGES, id] as const;

/** GET admin/pages: every page, in the order they were made, with where each stands. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: PAGES,
    queryFn: ({ signal }) => api.call(listAdminPages, { signal }),
  });

export const useAdminPages = () => useQuery(adminPagesQueryOptions());

/** GET admin/pages/{id}: shoppers' version, the draft, and where the page stands. */
export const useAdminPage = (id: number) =>
  useQuery({
    queryKey: pageKey(id),
    queryFn: ({ signal }) => api.call(getAdminPage, { params: { id }, signal }),
  });

/**
 * Every write answers the whole page, which becomes the editor's; the list is read again (its
 * row's title, status and time changed).
 */
function usePageWrite<V>(write: (value: V) => Promise<AdminPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (page) => {
      queryClient.setQueryData(pageKey(page.id), page);
      void queryClient.invalidateQueries({ queryKey: PAGES, exact: true });
    },
  });
}

export const useCreatePage = () =>
  usePageWrite((body: PageContentRequest) => api.call(createAdminPage, { body }));
export const useSavePageDraft = () =>
  usePageWrite(({ id, body }: { id: number; body: PageContentRequest }) =>
    api.call(savePageDraft, { params: { id }, body }),
  );
export const useDiscardPageDraft = () =>
  usePageWrite((id: number) => api.call(discardPageDraft, { params: { id } }));
export const usePublishPage = () =>
  usePageWrite((id: number) => api.call(publishPage, { params: { id } }));
export const useUnpublishPage = () =>
  usePageWrite((id: number) => api.call(unpublishPage, { params: { id } }));
export const useSchedulePage = () =>
  usePageWrite(({ id, publishAt }: { id: number; publishAt: string }) =>
    api.call(schedulePage, { params: { id }, body: { publishAt } }),
  );
export const useCancelPageSchedule = () =>
  usePageWrite((id: number) => api.call(cancelPageSchedule, { params: { id } }));

/** GET admin/contact-recipients: who is emailed each message of the contact form. */
export const useContactRecipients = () =>
  useQuery({
    queryKey: RECIPIENTS,
    queryFn: ({ signal }) => api.call(getContactRecipients, { signal }),
  });

/** PUT admin/contact-recipients: the whole list; the answer (lower case, once each) is kept. */
export const useSaveContactRecipients = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRecipients) => api.call(saveContactRecipients, { body }),
    onSuccess: (answer) => queryClient.setQueryData(RECIPIENTS, answer),
  });
};

/** A token that opens the page's draft on the storefront for an hour, asked again before then. */
export const usePagePreviewToken = (id: number) =>
  useQuery({
    queryKey: ['pages', id, 'preview'],
    queryFn: ({ signal }) => api.call(previewPageDraft, { params: { id }, signal }),
    staleTime: 50 * 60_000,
    refetchInterval: 50 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
