/** The theme's operation (apps/api/src/modules/theme). */
import { endpoint, types } from '../endpoint.ts';
import type { themeConfigQuerySchema, themeConfigSchema } from '../theme.ts';

export const getThemeConfig = endpoint(
  'GET',
  'theme-config',
  types<{ response: typeof themeConfigSchema; query: typeof themeConfigQuerySchema }>(),
);
