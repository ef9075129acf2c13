/**
 * The back office's theme (apps/api/src/modules/theme/admin), behind content.manage: the shop's
 * look is the owner's to set.
 */
import type {
  adminThemeSchema,
  themePreviewQuerySchema,
  themePreviewSchema,
  themeScheduleSchema,
  themeSettingsSchema,
} from '../../admin-theme.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const getAdminTheme = adminEndpoint(
  'GET',
  'admin/theme',
  'content.manage',
  types<{ response: typeof adminThemeSchema }>(),
);
export const saveThemeDraft = adminEndpoint(
  'PUT',
  'admin/theme/draft',
  'content.manage',
  types<{ response: typeof adminThemeSchema; body: typeof themeSettingsSchema }>(),
);
export const discardThemeDraft = adminEndpoint(
  'DELETE',
  'admin/theme/draft',
  'content.manage',
  types<{ response: typeof adminThemeSchema }>(),
);
export const publishThemeDraft = adminEndpoint(
  'POST',
  'admin/theme/publish',
  'content.manage',
  types<{ response: typeof adminThemeSchema }>(),
);
export const restoreThemeVersion = adminEndpoint(
  'POST',
  'admin/theme/versions/{id}/restore',
  'content.manage',
  types<{ response: typeof adminThemeSchema }>(),
);
export const previewThemeDraft = adminEndpoint(
  'POST',
  'admin/theme/preview',
  'content.manage',
  types<{
    status: 201;
    response: typeof themePreviewSchema;
    query: typeof themePreviewQuerySchema;
  }>(),
);
/** The draft goes live at a moment; the draft slot is free for the next change. */
export const scheduleThemeDraft = adminEndpoint(
  'POST',
  'admin/theme/schedule',
  'content.manage',
  types<{ response: typeof adminThemeSchema; body: typeof themeScheduleSchema }>(),
);
/** The scheduled version is dropped: it will not go live. */
export const cancelThemeSchedule = adminEndpoint(
  'DELETE',
  'admin/theme/schedule',
  'content.manage',
  types<{ response: typeof adminThemeSchema }>(),
);
