import bidiModule, { type Bidi } from 'bidi-js';

/**
 * A line of text as a PDF draws it (issue 6): pdfkit writes strings left to right, so every line
 * goes through the Unicode bidi algorithm (bidi-js) first and is cut into runs in visual order,
 * each drawn in the font that has its glyphs. The invoice and the packing slip share it.
 */

// The package is CommonJS: depending on the loader its factory is the default export or its .default.
const bidiFactory = ((bidiModule as unknown as { default?: () => Bidi }).default ??
  bidiModule) as unknown as () => Bidi;
const bidi = bidiFactory();

const ISOLATES = /[\u2066-\u2069]/;
const ISOLATES_ALL = /[\u2066-\u2069]/g;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface Run {
  text: string;
  level: number;
  arabic: boolean;
}

/** The line's runs in visual (left-to-right) order, RTL runs of non-Arabic text reversed. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  if (text.replace(ISOLATES_ALL, '') === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    // Isolates (a phone number kept left to right) steer the levels and are not drawn.
    if (ISOLATES.test(char)) continue;
    const level = levels[i] ?? 0;
    const arabic = ARABIC.test(char);
    const last = runs.at(-1);
    if (last && last.level === level && last.arabic === arabic) last.text += char;
    else runs.push({ text: char, level, arabic });
  }
  // UAX 9 L2: from the highest level to the lowest odd one, reverse every sequence at ≥ it.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level -= 1) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) >= level) {
        let j = i;
        while (j < runs.length && (runs[j]?.level ?? 0) >= level) j += 1;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      } else i += 1;
    }
  }
  // fontkit lays an Arabic run out right to left itself; other RTL text is reversed (mirrored).
  return runs.map((run) =>
    run.level % 2 === 1 && !run.arabic
      ? {
          ...run,
          text: [...run.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join(''),
        }
      : run,
  );
}
