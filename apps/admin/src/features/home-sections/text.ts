import type { AdminKey } from '../../i18n/en.ts';
import type { homeSectionsEn } from '../../i18n/home-sections.en.ts';
import { type I18n, useI18n } from '../../i18n/i18n-context.tsx';

export type HomeSectionsKey = keyof typeof homeSectionsEn;
export type HomeT = (
  key: HomeSectionsKey | AdminKey,
  values?: Record<string, string | number>,
) => string;

/**
 * The admin's i18n with `t` taking this section's keys too: they are added to the catalogue as a
 * section's strings (content.ts, or a test's addSectionStrings), not typed in AdminKey.
 */
export function useHomeI18n(): Omit<I18n, 't'> & { t: HomeT } {
  const i18n = useI18n();
  return { ...i18n, t: i18n.t as HomeT };
}
