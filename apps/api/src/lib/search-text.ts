/**
 * Word normalisation for product search (issue 3: suggest and keyword search match names by
 * word prefix, case- and diacritic-insensitive for Latin, sensible for Arabic). The same function
 * turns a product's name into its stored terms (product_search_terms) and a typed query into
 * the prefixes looked up, so both sides always agree.
 *
 * - NFKD, then every combining mark removed: é → e, and Arabic presentation forms and ligatures
 *   become plain letters. NFKD also splits أ إ آ ؤ ئ into a base letter and a hamza or madda
 *   mark, so removing marks unifies the alef forms (أ إ آ → ا) and drops the tashkeel.
 * - Arabic: tatweel removed, ٱ → ا, ى → ي, ة → ه, Persian ی ک → ي ك, Arabic-Indic digits → 0-9.
 * - Lower-cased (before the marks go); apostrophes inside words dropped ("men's" → "mens"); split on anything that is
 *   not a letter or a digit.
 *
 * The Arabic folding is applied whatever the language: it cannot change Latin text, and a Latin
 * name written in an Arabic field (brands often are) still folds the same way.
 */
export type SearchLanguage = 'en' | 'ar';

/** Longer "words" (a pasted code, a URL) are cut: an index entry stays small. */
export const MAX_TERM_LENGTH = 40;

const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHES = /['’ʼ`]/g;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

const ARABIC_FOLDS: Record<string, string> = {
  ـ: '', // tatweel
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maksura → yeh
  ة: 'ه', // teh marbuta → heh
  ی: 'ي', // Farsi yeh
  ک: 'ك', // keheh
};
const ARABIC_FOLD_PATTERN = /[ـٱىةیک]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function fold(text: string): string {
  // Lower-case first: 'İ' lower-cases to 'i' plus a combining dot, which the next step drops.
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      // Again: NFKD turns compatibility forms (Ⓐ, full-width Ａ) into capitals.
      .toLowerCase()
      .replace(ARABIC_FOLD_PATTERN, (c) => ARABIC_FOLDS[c] ?? c)
      .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
      .replace(/ß/g, 'ss')
      .replace(APOSTROPHES, '')
  );
}

function words(text: string): string[] {
  const seen = new Set<string>();
  for (const word of fold(text).split(WORD_SEPARATORS)) {
    if (word) seen.add(word.slice(0, MAX_TERM_LENGTH));
  }
  return [...seen];
}

/**
 * Arabic words too common to tell products apart: "من" (from, by) joins every demo name to its
 * brand ("هاتف … من فولتكس"). They are not stored as terms, and a query drops them, so a
 * shopper who types a whole name still finds it.
 */
const ARABIC_STOP_WORDS = new Set(['من']);
const isStopWord = (word: string) => ARABIC_STOP_WORDS.has(word);

/** The distinct normalised words of a product name, in order of first appearance. */
export function searchTerms(text: string, lang: SearchLanguage): string[] {
  const all = words(text);
  return lang === 'ar' ? all.filter((word) => !isStopWord(word)) : all;
}

/**
 * A typed query as normalised words, each to be matched as a prefix of some stored term
 * (`term like word || '%'`; the words contain no `%` or `_`, but escape them anyway if you
 * build a pattern). An empty array means the query had nothing searchable in it.
 */
export function normaliseQuery(text: string, _lang: SearchLanguage): string[] {
  const all = words(text);
  // A query of stop words only is still a prefix someone is typing ("من" → "منظف").
  const kept = all.filter((word) => !isStopWord(word));
  return kept.length > 0 ? kept : all;
}

/**
 * How many typing mistakes a word of `length` letters may hold and still be corrected (issue 29):
 * none up to 2 letters (too little to go on), one up to 4 ("lmap" → "lamp"), then two
 * ("headphons", "shrit" counts one: a swap of two neighbours is one mistake).
 */
export function allowedMistakes(length: number): number {
  if (length <= 2) return 0;
  return length <= 4 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each 1) between `word` and `term` as a whole, and between `word` and the
 * closest beginning of `term` (for a word still being typed: "headpho" is 0 from "headphones").
 * Anything above `max` is reported as `max + 1`. Letters are UTF-16 code units: the folded
 * Latin and Arabic letters are all one unit each.
 */
export function typoDistance(
  word: string,
  term: string,
  max: number,
): { whole: number; prefix: number } {
  const n = word.length;
  // Beyond n + max letters of the term no beginning can be closer than max.
  const m = Math.min(term.length, n + max);
  const over = max + 1;
  // rows[i][j]: the distance between word[0..i) and term[0..j).
  let before: number[] = [];
  let previous: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  let current: number[] = [];
  for (let i = 1; i <= n; i++) {
    current = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return { whole: over, prefix: over };
    before = previous;
    previous = current;
  }
  const last = n === 0 ? previous : current;
  let prefix = over;
  for (let j = Math.max(0, n - max); j <= m; j++) prefix = Math.min(prefix, last[j]!);
  const whole = term.length <= m ? Math.min(last[term.length]!, over) : over;
  return { whole, prefix: Math.min(prefix, over) };
}
