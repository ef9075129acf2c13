/**
 * The back office's translations (apps/api/src/modules/locale/admin), behind content.manage: the
 * shop's words are the owner's to set.
 */
import type {
  adminTranslationSavedSchema,
  adminTranslationsPageSchema,
  adminTranslationsQuerySchema,
  adminTranslationUpdateSchema,
} from '../../admin-translations.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminTranslations = adminEndpoint(
  'GET',
  'admin/translations',
  'content.manage',
  types<{
    response: typeof adminTranslationsPageSchema;
    query: typeof adminTranslationsQuerySchema;
  }>(),
);
export const updateAdminTranslation = adminEndpoint(
  'PUT',
  'admin/translations/{key}',
  'content.manage',
  types<{
    response: typeof adminTranslationSavedSchema;
    body: typeof adminTranslationUpdateSchema;
  }>(),
);
