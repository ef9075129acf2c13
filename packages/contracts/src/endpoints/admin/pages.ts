/** The back office's static pages and the contact form's recipients, behind content.manage. */
import type {
  adminPageSchema,
  adminPagesSchema,
  contactRecipientsSchema,
  pageContentRequestSchema,
  pageScheduleSchema,
} from '../../admin-pages.ts';
import type { themePreviewSchema } from '../../admin-theme.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminPages = adminEndpoint(
  'GET',
  'admin/pages',
  'content.manage',
  types<{ response: typeof adminPagesSchema }>(),
);
/** A new page, not yet on the shop. */
export const createAdminPage = adminEndpoint(
  'POST',
  'admin/pages',
  'content.manage',
  types<{ status: 201; response: typeof adminPageSchema; body: typeof pageContentRequestSchema }>(),
);
export const getAdminPage = adminEndpoint(
  'GET',
  'admin/pages/{id}',
  'content.manage',
  types<{ response: typeof adminPageSchema }>(),
);
export const savePageDraft = adminEndpoint(
  'PUT',
  'admin/pages/{id}/draft',
  'content.manage',
  types<{ response: typeof adminPageSchema; body: typeof pageContentRequestSchema }>(),
);
/** Back to shoppers' version. */
export const discardPageDraft = adminEndpoint(
  'DELETE',
  'admin/pages/{id}/draft',
  'content.manage',
  types<{ response: typeof adminPageSchema }>(),
);
/** The draft goes live now, and the page is on the shop. */
export const publishPage = adminEndpoint(
  'POST',
  'admin/pages/{id}/publish',
  'content.manage',
  types<{ response: typeof adminPageSchema }>(),
);
/** Off the shop (its address answers 404); the words are kept. */
export const unpublishPage = adminEndpoint(
  'POST',
  'admin/pages/{id}/unpublish',
  'content.manage',
  types<{ response: typeof adminPageSchema }>(),
);
export const schedulePage = adminEndpoint(
  'POST',
  'admin/pages/{id}/schedule',
  'content.manage',
  types<{ response: typeof adminPageSchema; body: typeof pageScheduleSchema }>(),
);
export const cancelPageSchedule = adminEndpoint(
  'DELETE',
  'admin/pages/{id}/schedule',
  'content.manage',
  types<{ response: typeof adminPageSchema }>(),
);
/** A token that shows the page's draft (or its hidden page) on the storefront, for an hour. */
export const previewPageDraft = adminEndpoint(
  'POST',
  'admin/pages/{id}/preview',
  'content.manage',
  types<{ status: 201; response: typeof themePreviewSchema }>(),
);
export const getContactRecipients = adminEndpoint(
  'GET',
  'admin/contact-recipients',
  'content.manage',
  types<{ response: typeof contactRecipientsSchema }>(),
);
export const saveContactRecipients = adminEndpoint(
  'PUT',
  'admin/contact-recipients',
  'content.manage',
  types<{ response: typeof contactRecipientsSchema; body: typeof contactRecipientsSchema }>(),
);
