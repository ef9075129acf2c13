import type { contentEn } from './content.en.ts';
import { homeSectionsAr } from './home-sections.ar.ts';
import { menusAr } from './menus.ar.ts';
import { pagesAr } from './pages.ar.ts';
import { themeAr } from './theme.ar.ts';
import { translationsAr } from './translations.ar.ts';

/** The back office's look and words (issue 28): theme, menus, pages, translations, Arabic. */
export const contentAr: Record<keyof typeof contentEn, string> = {
  ...themeAr,

  ...menusAr,
  ...pagesAr,
  ...homeSectionsAr,
  ...translationsAr,
};
