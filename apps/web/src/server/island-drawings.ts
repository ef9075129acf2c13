import type { ReactElement, ReactNode } from 'react';
import { type IslandRenderer, islandIdPrefix } from '../lib/islands.tsx';
import { draw } from './draw.ts';

const MARK_END = '-->';

/**
 * The islands of one drawing of a page (decision 66): each is placed as a mark while the page is
 * drawn, then drawn as the root the browser will hydrate, and written over its mark. The mark
 * carries a number of this drawing's own, so no text of the page (a description's HTML) can be
 * taken for one.
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
    // Each piece after a mark starts with the island's name and the mark's end.
    const [before, ...pieces] = page.split(mark);
    let html = before ?? '';
    for (const piece of pieces) {
      const end = piece.indexOf(MARK_END);
      html += (drawn.get(piece.slice(0, end)) ?? '') + piece.slice(end + MARK_END.length);
    }
    return html;
  }
  return { renderer, fill };
}
