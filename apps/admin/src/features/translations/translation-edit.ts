import { placeholderProblem, placeholdersOf } from '@storefront/contracts/admin-translation-rules';
import type { AdminTranslation } from '@storefront/contracts/admin-translations';

/**
 * One row's editing, kept apart from React: what was typed over what shoppers see, what Save
 * sends (only the languages changed), what is wrong before sending (the API checks the same),
 * and the placeholders each language must keep.
 */

export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** What was typed, per language; a language not typed in shows what shoppers see. */
export type Drafts = Partial<Record<Language, string>>;
/** A PUT body: a text, or null for the shipped text. */
export type Sent = Partial<Record<Language, string | null>>;

export const textOf = (item: AdminTranslation, drafts: Drafts, lang: Language) =>
  drafts[lang] ?? item[lang];

/** The languages whose text is not what shoppers see. */
export const changedLanguages = (item: AdminTranslation, drafts: Drafts): Language[] =>
  LANGUAGES.filter((lang) => drafts[lang] !== undefined && drafts[lang] !== item[lang]);

/** Save's body: the changed languages only (the other stays as it is). */
export const saveBody = (item: AdminTranslation, drafts: Drafts): Sent =>
  Object.fromEntries(
    changedLanguages(item, drafts).map((lang) => [lang, textOf(item, drafts, lang)]),
  );

export type TextProblem =
  | { kind: 'required' }
  | { kind: 'missing' | 'unknown'; placeholder: string };

/**
 * What keeps a changed text from being saved: nothing written, or a `{{placeholder}}` its
 * shipped text has left out (or one the shop never fills in). A text as shoppers see it has none.
 */
export function problemOf(
  item: AdminTranslation,
  lang: Language,
  text: string,
): TextProblem | null {
  if (text === item[lang]) return null;
  if (text.trim() === '') return { kind: 'required' };
  return placeholderProblem(text, {
    own: item.shipped[lang],
    en: item.shipped.en,
    ar: item.shipped.ar,
  });
}

/**
 * The placeholders shown under a language's text: those its shipped text has, which it must keep
 * (each marked kept or not), then those only the other language's has, which it may use (an
 * Arabic plural form may leave out a count the English says).
 */
export function placeholderChips(
  item: AdminTranslation,
  lang: Language,
  text: string,
): { keep: { placeholder: string; kept: boolean }[]; canUse: string[] } {
  const used = new Set(placeholdersOf(text));
  const own = placeholdersOf(item.shipped[lang]);
  const other = placeholdersOf(item.shipped[lang === 'en' ? 'ar' : 'en']);
  return {
    keep: own.map((name) => ({ placeholder: `{{${name}}}`, kept: used.has(name) })),
    canUse: other.filter((name) => !own.includes(name)).map((name) => `{{${name}}}`),
  };
}

/**
 * The drafts once a save is answered: a language sent goes back to what shoppers see (the
 * answer's), unless it was typed in again while saving.
 */
export function draftsAfterSave(drafts: Drafts, sent: Sent): Drafts {
  const next: Drafts = { ...drafts };
  for (const lang of LANGUAGES) {
    if (!(lang in sent)) continue;
    if (sent[lang] === null || drafts[lang] === sent[lang]) delete next[lang];
  }
  return next;
}
