import { waitFor } from '@testing-library/react';
import { Suspense, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy per test: a page's parts are told apart by their ids, which each new root reuses. */
async function freshDeferHydration() {
  vi.resetModules();
  return (await import('./deferred-hydration.tsx')).deferHydration;
}

function Words({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** What the server draws for a deferred part: its box, and the part in a Suspense boundary. */
function AsTheServerDrawsIt({ text }: { text: string }) {
  return (
    <div data-deferred={useId()} className="contents">
      <Suspense>
        <Words text={text} />
      </Suspense>
    </div>
  );
}
const drawn = (text: string) => renderToString(<AsTheServerDrawsIt text={text} />);

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let container: HTMLElement;
afterEach(() => {
  container?.remove();
  document.documentElement.removeAttribute('data-hydrated');
});

function serverPage(text: string) {
  container = document.createElement('div');
  container.innerHTML = drawn(text);
  document.body.append(container);
  return container;
}

describe('deferHydration', () => {
  it('keeps a "never" part as the server drew it and does not load its code', async () => {
    const load = vi.fn(async () => Words);
    const deferHydration = await freshDeferHydration();
    const Part = deferHydration(load, 'never');
    const page = serverPage('Drawn on the server');
    hydrateRoot(page, <Part text="Drawn on the server" />);
    await settle();
    expect(page.textContent).toBe('Drawn on the server');
    expect(page.querySelector('p')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates an "idle" part once the page has nothing to do', async () => {
    const load = vi.fn(async () => Words);
    const deferHydration = await freshDeferHydration();
    const Part = deferHydration(load, 'idle');
    const page = serverPage('Back to top');
    const paragraph = page.querySelector('p');
    hydrateRoot(page, <Part text="Back to top" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await settle();
    // Hydrated in place: the server's element is kept, now React's.
    expect(page.querySelector('p')).toBe(paragraph);
    expect(Object.keys(paragraph!).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });

  it('loads and draws the part when the browser draws the page itself', async () => {
    const load = vi.fn(async () => Words);
    const deferHydration = await freshDeferHydration();
    const Part = deferHydration(load, 'never', <span>loading</span>);
    container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Part text="Drawn here" />);
    await waitFor(() => expect(container.textContent).toBe('Drawn here'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
