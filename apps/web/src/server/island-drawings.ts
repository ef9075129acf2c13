import type { ReactElement, ReactNode } from 'react';
import { type IslandRenderer, islandIdPrefix } from '../lib/islands.tsx';
import { draw } from './draw.ts';

const MARK_END = '-->';
/** What React writes first in a root's HTML: preloads of its pictures (the logo, a product's). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The islands of one drawing of a page (decision 66): each is placed as a mark while the page is
 * drawn, then drawn as the root the browser will hydrate, and written over its mark. The mark
 * carries a number of this drawing's own, so no text of the page (a description's HTML) can be
 * taken for one.
 *
 * React writes a root's preloads (its pictures') at the start of its HTML; they go before the
 * page instead, outside every island. Inside, Preact would take the <link> for the island's
 * first element and move the whole island's content around it while hydrating (decision 74).
 */
export function islandDrawings(within: (content: ReactNode) => ReactNode) {
  const mark = `<!--island ${crypto.randomUUID()} `;
  const placed = new Map<string, () => ReactElement | Promise<ReactElement>>();
  const renderer: IslandRenderer = {
    place(name, element) {
      if (!placed.has(name)) placed.set(name, element);
      return `${mark}${name}${MARK_END}`;
    },
  };
  async function fill(page: string): Promise<string> {
    const drawn = new Map(
      await Promise.all(
        [...placed].map(
          async ([name, element]) =>
            [name, await draw(within(await element()), islandIdPrefix(name))] as const,
        ),
      ),
    );
    placed.clear();
    const preloads = new Set<string>();
    for (const [name, html] of drawn) {
      const leading = LEADING_PRELOADS.exec(html)?.[0] ?? '';
      for (const link of leading.match(/<link[^>]*>/g) ?? []) preloads.add(link);
      drawn.set(name, html.slice(leading.length));
    }
    // Each piece after a mark starts with the island's name and the mark's end.
    const [before, ...pieces] = page.split(mark);
    let html = [...preloads].join('') + (before ?? '');
    for (const piece of pieces) {
      const end = piece.indexOf(MARK_END);
      html += (drawn.get(piece.slice(0, end)) ?? '') + piece.slice(end + MARK_END.length);
    }
    return html;
  }
  return { renderer, fill };
}
