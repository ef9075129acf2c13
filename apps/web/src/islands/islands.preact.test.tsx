import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
// In this project 'react' and 'react-dom/client' are Preact's, as in the islands build.
import { type ComponentType, memo, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, hydrateInTurn } from '../lib/deferred-hydration.tsx';
import { whileHydrating } from './hydrating.ts';
import { keepIdsRendered } from './hydration-ids.ts';
import * as Preact from './react.ts';
import { IdPrefix, useOptimistic } from './react.ts';

// React itself, loaded by Node past this project's aliases: the server draws with it.
const require = createRequire(import.meta.url);
const React = require('react') as typeof ReactModule;
const { renderToString } = require('react-dom/server') as typeof ReactDomServer;

type Library = Pick<typeof ReactModule, 'createElement' | 'useId' | 'useState'>;

/** The same island for both sides, drawn with `lib`: React on the server, Preact in the browser. */
const counterWith = (lib: Library) =>
  // biome-ignore lint/correctness/noComponentHookFactories: one component per library, at module level
  function Counter({ start }: { start: number }) {
    const id = lib.useId();
    const [count, setCount] = lib.useState(start);
    return lib.createElement(
      'p',
      null,
      lib.createElement('label', { htmlFor: id }, 'Count'),
      // Two texts side by side: React's HTML has a comment between them.
      lib.createElement('output', { id }, count, ' items'),
      lib.createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, 'More'),
      // Drawn later by the browser, naming an element the server drew.
      count > start && lib.createElement('small', { 'aria-labelledby': id }, 'Changed'),
    );
  };
const ServerCounter = counterWith(React);
const Counter = counterWith(Preact as unknown as Library);

/** An island's element with React's drawing of `element` in it, as the server writes it. */
function drawn(name: string, element: ReactModule.ReactElement): HTMLElement {
  const box = document.createElement('div');
  box.dataset.island = name;
  box.innerHTML = renderToString(element, { identifierPrefix: `${name}-` });
  document.body.append(box);
  return box;
}

/** Hydrates as src/islands/main.tsx does. */
function hydrate(box: HTMLElement, name: string, element: ReactModule.ReactNode) {
  whileHydrating(() => hydrateRoot(box, <IdPrefix value={`${name}-`}>{element}</IdPrefix>));
}

beforeEach(() => keepIdsRendered());
afterEach(() => {
  document.body.innerHTML = '';
});

describe("islands on Preact, over React's HTML", () => {
  it('hydrate the elements the server drew, with ids that name each other', async () => {
    const box = drawn('product', React.createElement(ServerCounter, { start: 2 }));
    const button = box.querySelector('button');
    const output = box.querySelector('output');
    const label = box.querySelector('label');
    hydrate(box, 'product', <Counter start={2} />);

    // The same elements, not new ones.
    expect(box.querySelector('button')).toBe(button);
    expect(box.querySelector('output')).toBe(output);
    expect(label?.htmlFor).toBe(output?.id);
    expect(output?.id.startsWith('product-')).toBe(true);
    button?.click();
    await vi.waitFor(() => expect(output?.textContent).toBe('3 items'));
    const later = box.querySelector('small')?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(later)).toBe(output);
  });

  it('give each island ids of its own', () => {
    for (const name of ['header', 'product']) {
      hydrate(
        drawn(name, React.createElement(ServerCounter, { start: 1 })),
        name,
        <Counter start={1} />,
      );
    }
    const ids = [...document.querySelectorAll('output')].map((output) => output.id);
    expect(new Set(ids).size).toBe(2);
    for (const label of document.querySelectorAll('label')) {
      expect(document.getElementById(label.htmlFor)?.tagName).toBe('OUTPUT');
    }
  });
});

/** A part that only shows things: several elements and texts. */
function Notes({ words }: { words: string }) {
  return (
    <>
      <p>First, {words}</p>
      <p>Second</p>
    </>
  );
}
const ServerNotes = ({ words }: { words: string }) =>
  React.createElement(
    React.Fragment,
    null,
    React.createElement('p', null, 'First, ', words),
    React.createElement('p', null, 'Second'),
  );

/** A deferred part as src/lib/deferred-hydration.tsx draws it on the server. */
function ServerDeferred({ words }: { words: string }) {
  return React.createElement(
    'div',
    { 'data-deferred': React.useId(), className: 'contents' },
    React.createElement(
      React.Suspense,
      { fallback: null },
      React.createElement(ServerNotes, { words }),
    ),
  );
}

function ServerPage({ words }: { words: string }) {
  return React.createElement(
    'main',
    null,
    React.createElement(ServerDeferred, { words }),
    React.createElement('button', { type: 'button' }, 'Change'),
  );
}

/** The browser's page: a button that changes nothing the part shows, or its words. */
const pageWith = (Part: ComponentType<{ words: string }>, next: string) =>
  memo(function Page({ words }: { words: string }) {
    const [shown, setShown] = useState(words);
    return (
      <main>
        <Part words={shown} />
        <button type="button" onClick={() => setShown(next)}>
          Change
        </button>
      </main>
    );
  });

describe('a deferred part on Preact', () => {
  it('never: keeps the server HTML and loads no code, and is drawn when its props change', async () => {
    const load = vi.fn(() => Promise.resolve(Notes));
    const Page = pageWith(deferHydration(load, 'never'), 'new words');
    const box = drawn('product', React.createElement(ServerPage, { words: 'old words' }));
    const first = box.querySelector('p');
    hydrate(box, 'product', <Page words="old words" />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.querySelector('p')).toBe(first);
    expect(box.querySelector('[data-deferred]')?.textContent).toBe('First, old wordsSecond');
    expect(load).not.toHaveBeenCalled();

    box.querySelector('button')?.click();
    await vi.waitFor(() =>
      expect(box.querySelector('[data-deferred]')?.textContent).toBe('First, new wordsSecond'),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('idle: is drawn by the browser when the page is idle, as the server drew it', async () => {
    let goIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      goIdle = run;
      return 1;
    });
    const load = vi.fn(() => Promise.resolve(Notes));
    const Page = pageWith(deferHydration(load, 'idle'), 'unused');
    const box = drawn('product', React.createElement(ServerPage, { words: 'some words' }));
    const html = box.querySelector('[data-deferred]')?.innerHTML;
    hydrate(box, 'product', <Page words="some words" />);
    // The part waits for the page to be idle: its code is not asked for before.
    await vi.waitFor(() => expect(goIdle).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(box.querySelector('[data-deferred]')?.innerHTML).toBe(html);

    goIdle?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(box.querySelector('[data-deferred]')?.innerHTML).toBe(
        '<p>First, some words</p><p>Second</p>',
      ),
    );
    vi.unstubAllGlobals();
  });

  it('first drawn by the browser is drawn at once', async () => {
    const load = vi.fn(() => Promise.resolve(Notes));
    const Part = deferHydration(load, 'never');
    const box = document.createElement('div');
    document.body.append(box);
    hydrateRoot(box, <Part words="fresh" />);
    await vi.waitFor(() => expect(box.textContent).toBe('First, freshSecond'));
  });
});

/** A card of a list: one element, with a button that counts. */
const cardWith = (lib: Library) =>
  // biome-ignore lint/correctness/noComponentHookFactories: one component per library, at module level
  function Card({ name }: { name: string }) {
    const [taps, setTaps] = lib.useState(0);
    return lib.createElement(
      'article',
      null,
      lib.createElement('h3', null, name),
      lib.createElement('button', { type: 'button', onClick: () => setTaps(taps + 1) }, taps),
    );
  };
const ServerCard = cardWith(React);
const Piece = hydrateInTurn(cardWith(Preact as unknown as Library));
const NAMES = ['one', 'two', 'three'];

describe('a list hydrated in turn on Preact', () => {
  it('keeps each card the server drew and hydrates it in a task of its own', async () => {
    const box = drawn(
      'search',
      React.createElement(
        'ul',
        null,
        NAMES.map((name) =>
          React.createElement('li', { key: name }, React.createElement(ServerCard, { name })),
        ),
      ),
    );
    const cards = [...box.querySelectorAll('article')];
    hydrate(
      box,
      'search',
      <ul>
        {NAMES.map((name) => (
          <li key={name}>
            <Piece name={name} />
          </li>
        ))}
      </ul>,
    );
    // Not yet: the cards wait for tasks of their own, so a tap now does nothing.
    const buttons = [...box.querySelectorAll('button')];
    buttons[2]?.click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(buttons[2]?.textContent).toBe('0');

    await new Promise((resolve) => setTimeout(resolve, 20));
    buttons[2]?.click();
    await vi.waitFor(() => expect(buttons[2]?.textContent).toBe('1'));
    expect([...box.querySelectorAll('article')]).toEqual(cards);
    expect([...box.querySelectorAll('button')]).toEqual(buttons);
    expect(box.querySelectorAll('h3')).toHaveLength(3);
  });
});

describe('useOptimistic on Preact', () => {
  it('shows the value set until the state it stood in for changes', async () => {
    let setState: (value: string) => void = () => {};
    let setShown: (value: string) => void = () => {};
    // biome-ignore lint/correctness/noComponentHookFactories: it hands its setters to the test
    function Sort() {
      const [state, set] = useState('price');
      const [shown, setOptimistic] = useOptimistic(state);
      setState = set;
      setShown = setOptimistic;
      return <output>{shown}</output>;
    }
    const box = document.createElement('div');
    document.body.append(box);
    hydrateRoot(box, <Sort />);
    await vi.waitFor(() => expect(box.textContent).toBe('price'));
    setShown('name');
    await vi.waitFor(() => expect(box.textContent).toBe('name'));
    setState('newest');
    await vi.waitFor(() => expect(box.textContent).toBe('newest'));
  });
});
