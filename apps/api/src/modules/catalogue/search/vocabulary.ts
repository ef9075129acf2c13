import type { LanguageCode } from '@storefront/contracts';
import type { Db } from '../../../db/client.ts';
import { allowedMistakes, searchTerms, typoDistance } from '../../../lib/search-text.ts';
import { vocabularyRows } from './queries.ts';

/**
 * The words a search can correct to (issue 29: "shrit" finds shirts, "headphons" headphones),
 * kept in each API process: every distinct word of the visible products' names in every language
 * (product_search_terms) with how many products have it, and the visible categories and brands
 * with their names' words. Typo tolerance is an edit distance against these words in JavaScript,
 * so it works the same on PGlite and PostgreSQL with no extension; the database is then asked
 * with the corrected words through the same prefix index as before (decision 27).
 *
 * Read once, then again in the background when older than `maxAgeMs` or after a catalogue change
 * (while the old one still answers); a word only one new product has is corrected to a few
 * seconds late, and results themselves always come from the database.
 */

export interface NamedEntry {
  id: number;
  names: Partial<Record<LanguageCode, string>>;
  /** The normalised words of all its names. */
  words: string[];
}

export interface VocabularySnapshot {
  /** Distinct name words of visible products, sorted by code unit (for prefix look-ups). */
  terms: string[];
  /** Products having each term (summed over languages). */
  counts: number[];
  /** Visible categories in display order. */
  categories: NamedEntry[];
  brands: NamedEntry[];
  /** The categories with the most visible products of their own, most first. */
  popularCategoryIds: number[];
  /** Term indexes by first letter and by second letter (typo candidates; built on first use). */
  byLetter?: { first: Map<string, number[]>; second: Map<string, number[]> };
  /** Corrections already worked out for a word, while this snapshot lasts. */
  corrected?: Map<string, Candidate[]>;
}

const SEARCH_LANGUAGES = ['en', 'ar'] as const;

function entry(id: number, names: Partial<Record<LanguageCode, string>>): NamedEntry {
  const words = new Set<string>();
  for (const lang of SEARCH_LANGUAGES) {
    for (const word of searchTerms(names[lang] ?? '', lang)) words.add(word);
  }
  return { id, names, words: [...words] };
}

export async function buildSnapshot(db: Db): Promise<VocabularySnapshot> {
  const rows = await vocabularyRows(db);
  const sorted = rows.terms
    .map((row) => [row.term, row.products] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    terms: sorted.map(([term]) => term),
    counts: sorted.map(([, count]) => count),
    categories: rows.categories.map((row) => entry(row.id, row.name)),
    brands: rows.brands.map((row) => entry(row.id, row.name)),
    popularCategoryIds: rows.popular.map((row) => row.categoryId),
  };
}

export class SearchVocabulary {
  readonly #db: Db;
  readonly #maxAgeMs: number;
  #current: VocabularySnapshot | undefined;
  #builtAt = 0;
  #stale = false;
  #building: Promise<VocabularySnapshot> | undefined;

  constructor(db: Db, maxAgeMs: number) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
  }

  /** A catalogue change: read again on the next use (the current one answers meanwhile). */
  markStale(): void {
    this.#stale = true;
  }

  #build(): Promise<VocabularySnapshot> {
    this.#building ??= (async () => {
      const started = Date.now();
      this.#stale = false;
      try {
        const snapshot = await buildSnapshot(this.#db);
        this.#current = snapshot;
        this.#builtAt = started;
        return snapshot;
      } finally {
        this.#building = undefined;
      }
    })();
    return this.#building;
  }

  /** The words as of a moment ago: waits only for the very first reading (or with max age 0). */
  async get(): Promise<VocabularySnapshot> {
    if (!this.#current || this.#maxAgeMs === 0) return this.#build();
    const age = Date.now() - this.#builtAt;
    // After a change, at most every 10 s: reading the words of 100,000 products takes about a
    // second of the database, and the back office may save many changes in a row.
    if ((this.#stale && age > MIN_REREAD_MS) || age > this.#maxAgeMs) {
      // In the background; a failure leaves the old words and is tried again next time.
      this.#build().catch(() => {
        this.#stale = true;
      });
    }
    return this.#current;
  }
}

const MIN_REREAD_MS = 10_000;

const vocabularies = new WeakMap<Db, SearchVocabulary>();

/** The process's vocabulary of a database (one per Db, shared by every route and caller). */
export function vocabularyFor(db: Db, maxAgeMs = 60_000): SearchVocabulary {
  let vocabulary = vocabularies.get(db);
  if (!vocabulary) {
    vocabulary = new SearchVocabulary(db, maxAgeMs);
    vocabularies.set(db, vocabulary);
  }
  return vocabulary;
}

// ---------------------------------------------------------------------------------------------
// Matching

/** The first index whose term is not before `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many products have a word starting with `prefix`, counted up to `cap`. */
export function prefixFrequency(snapshot: VocabularySnapshot, prefix: string, cap = 1000): number {
  let total = 0;
  for (let i = lowerBound(snapshot.terms, prefix); i < snapshot.terms.length; i++) {
    if (!snapshot.terms[i]!.startsWith(prefix)) break;
    total += snapshot.counts[i]!;
    if (total >= cap) break;
  }
  return total;
}

export interface Candidate {
  term: string;
  count: number;
  /** Smaller is closer: mistakes against a beginning, a different first letter, the whole. */
  rank: [number, number, number];
}

const closer = (a: Candidate, b: Candidate) =>
  a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2] || b.count - a.count;

/** Up to this many words a mistyped word is searched as (the closest, the most used first). */
const MAX_ALTERNATIVES = 3;

/**
 * The known words closest to `word`, closest first: within its allowed mistakes of a word's
 * beginning ("headpho" is still being typed), a word with the same first letter before one
 * without, a whole-word match before a beginning. Words that start with `word` are left out
 * when `skipPrefixed` (they already match it).
 */
export function corrections(
  snapshot: VocabularySnapshot,
  word: string,
  skipPrefixed = false,
): Candidate[] {
  snapshot.corrected ??= new Map();
  const memo = snapshot.corrected;
  const key = `${skipPrefixed ? '+' : '-'}${word}`;
  const known = memo.get(key);
  if (known) return known;
  const found = findCorrections(snapshot, word, skipPrefixed);
  // Bounded: what shoppers mistype repeats, what a robot sends need not stay.
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, found);
  return found;
}
const MEMO_SIZE = 5000;

/** The term indexes by first and second letter, made once per snapshot. */
function letterIndex(snapshot: VocabularySnapshot) {
  if (!snapshot.byLetter) {
    const first = new Map<string, number[]>();
    const second = new Map<string, number[]>();
    snapshot.terms.forEach((term, i) => {
      for (const [map, letter] of [
        [first, term[0]],
        [second, term[1]],
      ] as const) {
        if (letter === undefined) continue;
        const list = map.get(letter);
        if (list) list.push(i);
        else map.set(letter, [i]);
      }
    });
    snapshot.byLetter = { first, second };
  }
  return snapshot.byLetter;
}

function findCorrections(
  snapshot: VocabularySnapshot,
  word: string,
  skipPrefixed: boolean,
): Candidate[] {
  const max = allowedMistakes(word.length);
  if (max === 0) return [];
  // Candidates share a first letter with the word, or have the word's first two letters swapped
  // ("hsirt"), or lack the first letter ("ettle"): a mistyped first letter alone is not looked
  // for (rare, and the whole word list would have to be read).
  const { first, second } = letterIndex(snapshot);
  const candidates = new Set<number>([
    ...(first.get(word[0]!) ?? []),
    ...(first.get(word[1] ?? '') ?? []),
    ...(second.get(word[0]!) ?? []),
  ]);
  const found: Candidate[] = [];
  const { terms, counts } = snapshot;
  for (const i of candidates) {
    const term = terms[i]!;
    if (term.length < word.length - max) continue;
    if (skipPrefixed && term.startsWith(word)) continue;
    const { whole, prefix } = typoDistance(word, term, max);
    if (prefix > max) continue;
    const firstDiffers = term[0] === word[0] ? 0 : 1;
    // A different first letter and the most mistakes allowed is mostly noise.
    if (firstDiffers && prefix === max && max > 1) continue;
    found.push({ term, count: counts[i]!, rank: [prefix, firstDiffers, whole] });
  }
  return found.sort(closer);
}

export interface ResolvedWord {
  /** The normalised word as typed. */
  typed: string;
  /** What it is searched as, each a prefix of a name word: itself, or its corrections and itself. */
  alternatives: string[];
  /** True when no name word starts with it and it is searched as its corrections. */
  corrected: boolean;
}

/**
 * Each typed word as searched: as itself when some name word starts with it, else as its closest
 * known words (typo tolerance) and itself (the words may be a minute old), else as itself.
 */
export function resolveWords(
  snapshot: VocabularySnapshot,
  words: readonly string[],
): ResolvedWord[] {
  return words.map((typed) => {
    if (prefixFrequency(snapshot, typed, 1) > 0) {
      return { typed, alternatives: [typed], corrected: false };
    }
    const found = corrections(snapshot, typed);
    if (found.length === 0) return { typed, alternatives: [typed], corrected: false };
    const best = found[0]!.rank;
    const closest = found.filter(
      (candidate) => candidate.rank[0] === best[0] && candidate.rank[1] === best[1],
    );
    return {
      typed,
      // The word itself stays: a product added since the words were read may have it.
      alternatives: [...closest.slice(0, MAX_ALTERNATIVES).map((c) => c.term), typed],
      corrected: true,
    };
  });
}

/** The query with each corrected word replaced by its best correction ("shrit" → "shirt"). */
export function correctedQuery(resolved: readonly ResolvedWord[]): string | undefined {
  if (!resolved.some((word) => word.corrected)) return undefined;
  return resolved.map((word) => (word.corrected ? word.alternatives[0] : word.typed)).join(' ');
}

/** Fewer results than this offer "Did you mean …" when a much commoner spelling is near. */
export const FEW_RESULTS = 3;

/**
 * For a query whose words all match but give few results: the query with a rare word replaced by
 * a close word many more products have ("lamb" → "lamp"), or undefined.
 */
export function betterSpelling(
  snapshot: VocabularySnapshot,
  words: readonly string[],
): string | undefined {
  let changed = false;
  const out = words.map((word) => {
    const own = prefixFrequency(snapshot, word, FEW_RESULTS * 10);
    if (own >= FEW_RESULTS) return word;
    const best = corrections(snapshot, word, true).find(
      (candidate) => candidate.rank[2] <= allowedMistakes(word.length),
    );
    if (!best || best.count < FEW_RESULTS || best.count < own * 3) return word;
    changed = true;
    return best.term;
  });
  return changed ? out.join(' ') : undefined;
}

/** Whether every word has an alternative that begins one of `words`. */
function namesMatch(resolved: readonly ResolvedWord[], words: readonly string[]): boolean {
  return resolved.every((word) =>
    word.alternatives.some((alternative) => words.some((w) => w.startsWith(alternative))),
  );
}

/** Categories or brands whose name (in any language) matches every word, in display order. */
export function matchingEntries(
  entries: readonly NamedEntry[],
  resolved: readonly ResolvedWord[],
  limit: number,
): NamedEntry[] {
  const found: NamedEntry[] = [];
  for (const entry of entries) {
    if (found.length >= limit) break;
    if (namesMatch(resolved, entry.words)) found.push(entry);
  }
  return found;
}

/** An entry's name in `lang`, else English. */
export const nameIn = (entry: NamedEntry, lang: LanguageCode): string =>
  entry.names[lang] || entry.names.en || '';
