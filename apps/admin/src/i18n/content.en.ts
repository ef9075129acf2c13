import { homeSectionsEn } from './home-sections.en.ts';
import { menusEn } from './menus.en.ts';
import { pagesEn } from './pages.en.ts';
import { themeEn } from './theme.en.ts';
import { translationsEn } from './translations.en.ts';

/** The back office's look and words (issue 28): theme, menus, pages, translations, English; spread into en.ts. */
export const contentEn = {
  ...themeEn,

  ...menusEn,
  ...pagesEn,
  ...homeSectionsEn,
  ...translationsEn,
} as const;
