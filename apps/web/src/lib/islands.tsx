import {
  type ComponentType,
  createContext,
  createElement,
  memo,
  type ReactElement,
  useContext,
} from 'react';
import { deferHydration } from './deferred-hydration.tsx';

/**
 * Islands (decision 66). A page the shopper lands on whose route says `islands` (contracts'
 * route table) is drawn whole by the server, but only its interactive parts are hydrated, each
 * as a root of its own with its own code (src/islands/main.tsx); the rest stays the
 * server's HTML and carries no script. Anywhere else (a page drawn in the browser after a link,
 * a page hydrated whole) an island is just its component.
 *
 * - `load`: hydrated at once (the header, the product's choice and buttons).
 * - `visible`: when it comes within a screen of the viewport (rows further down).
 * - `idle`: when the page has nothing else to do (the footer, back to top).
 */
export type IslandWhen = 'load' | 'visible' | 'idle';

/**
 * How the server draws an island on a page of islands: the component alone, as its own root,
 * with the page's data, strings and address around it and `identifierPrefix` set to its name,
 * as the browser will hydrate it. (The browser's islands run on Preact, whose `useId` counts
 * otherwise: it makes the ids its own as it hydrates, src/islands/hydration-ids.ts.)
 */
export interface IslandRenderer {
  /**
   * What the island's element holds while the page is drawn: a mark that the island's own
   * drawing replaces once the page is drawn, so that drawing the page never waits for an island.
   */
  place(name: string, element: () => ReactElement | Promise<ReactElement>): string;
}

export const IslandRendering = createContext<IslandRenderer | null>(null);

/** The attributes the browser finds an island by (src/islands/main.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The prefix of an island's ids, on both sides: ids stay unique across a page's roots. */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * Marks a component as an island named `name` (a key of src/islands/registry.ts, which loads its
 * code in the browser; islands/registry.test.ts checks both name the same), hydrated at once. Its
 * props travel in the page as JSON, so they must be plain data; a page shows each island once.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
): ComponentType<P> {
  return islandOf(name, 'load', Component, (props) => createElement(Component, props));
}

/**
 * An island that waits (`visible`, `idle`) and whose code is a chunk of its own. Where the whole
 * page hydrates, it is a part that hydrates at the same moment (decision 64).
 */
export function deferredIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  when: Exclude<IslandWhen, 'load'>,
  fallback?: ReactElement,
): ComponentType<P> {
  const Island = islandOf(name, when, deferHydration(load, when, fallback), (props) =>
    load().then((Component) => createElement(Component, props)),
  );
  return memo(Island) as unknown as ComponentType<P>;
}

/**
 * On a page of islands, the island's own drawing (`draw`); anywhere else, `Inline` (the component
 * itself, or its deferred part).
 */
function islandOf<P extends object>(
  name: string,
  when: IslandWhen,
  Inline: ComponentType<P>,
  draw: (props: P) => ReactElement | Promise<ReactElement>,
): ComponentType<P> {
  function Island(props: P) {
    const renderer = useContext(IslandRendering);
    if (!renderer) return createElement(Inline, props);
    return (
      <DrawnIsland
        renderer={renderer}
        name={name}
        when={when}
        props={props}
        element={() => draw(props)}
      />
    );
  }
  return Island;
}

function DrawnIsland<P extends object>({
  renderer,
  name,
  when,
  props,
  element,
}: {
  renderer: IslandRenderer;
  name: string;
  when: IslandWhen;
  props: P;
  element: () => ReactElement | Promise<ReactElement>;
}) {
  const html = renderer.place(name, element);
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-when={when}
      data-props={JSON.stringify(props)}
      className="contents"
      // The island's own drawing, made apart so that it matches the browser's root exactly.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output for this island
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
