import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender as prerenderStatic } from 'react-dom/static';

/** The whole page, every lazy part and Suspense boundary resolved (crawlers run no script). */
export async function prerender(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderStatic(element, {
    identifierPrefix,
    // A component that fails renders on the client instead; the page itself still answers.
    onError: () => {},
    // Every part in place, however large: React would otherwise write big parts after the page
    // with an inline script to move them, which neither a crawler nor our CSP runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * A part written as its fallback, for the browser to draw: it suspended, or it failed. A regular
 * expression, not two `includes`: a page with Arabic in it is a two-byte string, which V8's
 * `includes` searches about eight times more slowly.
 */
const LEFT_TO_THE_BROWSER = /<!--\$[!?]-->/;
const notDrawn = (html: string) => LEFT_TO_THE_BROWSER.test(html);

/**
 * Drawn at once when nothing in it waits (its data loaded, its code imported): a synchronous
 * render costs a fraction of a prerender's streams, for the same HTML. What suspends or fails is
 * drawn by `prerender` instead, which waits for it.
 */
export async function draw(element: ReactNode, identifierPrefix?: string): Promise<string> {
  try {
    const html = renderToString(element, { identifierPrefix });
    if (!notDrawn(html)) return html;
  } catch {
    // Suspended outside any boundary: the prerender below waits for it.
  }
  return prerender(element, identifierPrefix);
}
