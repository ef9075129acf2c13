// Keeps docs/benchmarks.md as a hand-written page with generated sections: each benchmark
// replaces only the text between its own markers, so prose around them survives every run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const benchmarksDoc = path.join(repoRoot, 'docs/benchmarks.md');

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const;

/** Replaces the `name` section of docs/benchmarks.md (appending it if the markers are missing). */
export function writeDocSection(name: string, markdown: string, file = benchmarksDoc): void {
  const [start, end] = markers(name);
  const body = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${current.slice(0, from)}${body}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${body}\n`;
  writeFileSync(file, next);
  // The repository's formatter owns Markdown layout too (tables are padded); let it tidy the
  // generated text so `npm run lint` stays clean after a benchmark run.
  const biome = path.join(repoRoot, 'node_modules/.bin/biome');
  if (existsSync(biome)) spawnSync(biome, ['format', '--write', file], { stdio: 'ignore' });
}

/** A Markdown table; `right` names the columns to right-align (figures). */
export function markdownTable(head: string[], rows: string[][], right: number[] = []): string {
  const rule = head.map((_, i) => (right.includes(i) ? '---:' : '---'));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(rule), ...rows.map(line)].join('\n');
}
