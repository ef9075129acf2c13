/** The back office's home page sections, behind content.manage. */
import type {
  adminHomeSchema,
  homeLayoutRequestSchema,
  homeScheduleSchema,
} from '../../admin-home.ts';
import type { themePreviewSchema } from '../../admin-theme.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const getAdminHome = adminEndpoint(
  'GET',
  'admin/home',
  'content.manage',
  types<{ response: typeof adminHomeSchema }>(),
);
export const saveHomeDraft = adminEndpoint(
  'PUT',
  'admin/home/draft',
  'content.manage',
  types<{ response: typeof adminHomeSchema; body: typeof homeLayoutRequestSchema }>(),
);
export const discardHomeDraft = adminEndpoint(
  'DELETE',
  'admin/home/draft',
  'content.manage',
  types<{ response: typeof adminHomeSchema }>(),
);
/** The draft becomes the home page now. */
export const publishHome = adminEndpoint(
  'POST',
  'admin/home/publish',
  'content.manage',
  types<{ response: typeof adminHomeSchema }>(),
);
export const scheduleHome = adminEndpoint(
  'POST',
  'admin/home/schedule',
  'content.manage',
  types<{ response: typeof adminHomeSchema; body: typeof homeScheduleSchema }>(),
);
export const cancelHomeSchedule = adminEndpoint(
  'DELETE',
  'admin/home/schedule',
  'content.manage',
  types<{ response: typeof adminHomeSchema }>(),
);
/** A token that shows the draft layout on the storefront's home page, for an hour. */
export const previewHomeDraft = adminEndpoint(
  'POST',
  'admin/home/preview',
  'content.manage',
  types<{ status: 201; response: typeof themePreviewSchema }>(),
);
