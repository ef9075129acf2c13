/**
 * The back office's translations' rules both sides run (zod-free, so the admin's page does not
 * load zod): a string's `{{placeholders}}` and what a merchant's text of it must keep, and the
 * lists' filters.
 */

export const translationAttentions = ['missing', 'sameAsEnglish'] as const;
export type TranslationAttention = (typeof translationAttentions)[number];
export const translationShows = ['all', 'attention', 'edited'] as const;
export type TranslationShow = (typeof translationShows)[number];

/** `{{name}}` in a string: the values the shop fills in when it shows it. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholders a string uses, each once, in the order they first appear. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/**
 * What a merchant's string must keep: every placeholder the shipped string of its language
 * uses (a translation that drops `{{count}}` would show no number), and no name the shop never
 * fills in (it would show as typed). Names either language's shipped string uses are allowed:
 * an Arabic plural form may leave out a count the English says. Answers the first problem.
 */
export function placeholderProblem(
  text: string,
  shipped: { own: string; en: string; ar: string },
): { kind: 'missing' | 'unknown'; placeholder: string } | null {
  const used = new Set(placeholdersOf(text));
  const missing = placeholdersOf(shipped.own).find((name) => !used.has(name));
  if (missing) return { kind: 'missing', placeholder: `{{${missing}}}` };
  const allowed = new Set([...placeholdersOf(shipped.en), ...placeholdersOf(shipped.ar)]);
  const unknown = [...used].find((name) => !allowed.has(name));
  return unknown ? { kind: 'unknown', placeholder: `{{${unknown}}}` } : null;
}
