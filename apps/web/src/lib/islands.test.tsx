import { waitFor } from '@testing-library/react';
import { type ReactElement, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandDrawings } from '../server/island-drawings.ts';
import { ISLAND_ATTRIBUTE, IslandRendering, island, islandIdPrefix } from './islands.tsx';

/** A part a shopper touches, with ids that must match between the server and the browser. */
function Counter({ start }: { start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>Count</label>
      <output id={id}>{count}</output>
      <button type="button" onClick={() => setCount(count + 1)}>
        More
      </button>
    </p>
  );
}
const CounterIsland = island('product', Counter);

/** Only shows things: it stays the server's HTML. */
function Page() {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>A page</h1>
      <CounterIsland start={2} />
    </main>
  );
}

/** The page as the server draws it: each island placed, then drawn as a root of its own. */
const drawIslands = async (element: ReactElement) => {
  const { renderer, fill } = islandDrawings((content) => content);
  return fill(
    renderToString(<IslandRendering.Provider value={renderer}>{element}</IslandRendering.Provider>),
  );
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('are drawn as roots of their own that the browser hydrates without a mismatch', async () => {
    document.body.innerHTML = await drawIslands(<Page />);
    const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="product"]`);
    expect(element).not.toBeNull();
    expect(JSON.parse(element?.dataset.props ?? '')).toEqual({ start: 2 });
    const heading = document.querySelector('h1')?.outerHTML;

    const mismatch = vi.fn();
    const button = document.querySelector('button') as HTMLButtonElement;
    hydrateRoot(element as HTMLElement, <Counter start={2} />, {
      identifierPrefix: islandIdPrefix('product'),
      onRecoverableError: mismatch,
    });
    // Hydrated: React owns the button (its DOM node carries React's fiber).
    await waitFor(() =>
      expect(Object.keys(button).some((key) => key.startsWith('__reactFiber$'))).toBe(true),
    );
    expect(mismatch).not.toHaveBeenCalled();
    const output = document.querySelector('output');
    expect(document.querySelector('label')?.htmlFor).toBe(output?.id);
    button.click();
    await waitFor(() => expect(output?.textContent).toBe('3'));
    // The rest of the page is as the server drew it.
    expect(document.querySelector('h1')?.outerHTML).toBe(heading);
  });

  it('is just its component where the whole page hydrates', () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
    expect(html).toContain('<output');
  });
});
