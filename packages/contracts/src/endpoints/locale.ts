/** The locale's operations (apps/api/src/modules/locale). */
import { endpoint, types } from '../endpoint.ts';
import type {
  languagesLookupSchema,
  translationsQuerySchema,
  translationsResponseSchema,
} from '../locale.ts';

export const listLanguages = endpoint(
  'GET',
  'locale/languages/lookup',
  types<{ response: typeof languagesLookupSchema }>(),
);
/** 200 with the catalogue, or 304 (no body) when If-None-Match names the current one. */
export const getTranslations = endpoint(
  'GET',
  'locale/self/translations/versions/{version}',
  types<{ response: typeof translationsResponseSchema; query: typeof translationsQuerySchema }>(),
);
