import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  useId,
  useSyncExternalStore,
} from 'react';
import { lazyOnce } from './lazy-once.ts';
import { idle, nearScreen } from './moments.ts';

/**
 * When a part of a page the server drew is hydrated (decision 64):
 * - `never`: it only shows things (a description, breadcrumbs, the footer's links). Its server
 *   HTML stays as it is and its code is not loaded, unless the browser must draw it itself (a
 *   page reached by a link, or the part's props changing).
 * - `visible`: it answers touches but starts out of sight (rows further down): its code loads
 *   and it hydrates when it comes within a screen of the viewport.
 * - `idle`: it answers touches but not at once (back to top): when the page has nothing to do.
 */
export type HydrateWhen = 'never' | 'visible' | 'idle';

const subscribe = () => () => {};
/** True while React hydrates the calling component from the server's HTML. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** Resolves when the part may hydrate: its code loaded, once its moment has come. */
const moments = new Map<string, Promise<unknown>>();
/** Parts React asked for again while they waited: their code loads now, whatever their moment. */
const urgent = new Map<string, Promise<unknown>>();
const never = new Promise<never>(() => {});
/** The moments that have come. */
const arrived = new WeakSet<Promise<unknown>>();
/** The address the page was drawn for: a part asked for at another one is needed now. */
const landing = typeof window === 'undefined' ? '' : window.location.href;

/**
 * True once the shopper has followed a link: the router's location changed, and React then tries
 * to hydrate every waiting part before it shows the new page (a transition keeps the old one
 * meanwhile), so a part waiting for nothing would hold the navigation for ever. A part whose
 * props change on the same page is drawn by the browser instead (React gives up hydrating it).
 */
function isUrgent(): boolean {
  return window.location.href !== landing;
}

function momentFor(id: string, when: HydrateWhen, load: () => Promise<unknown>): Promise<unknown> {
  const [cache, start] = isUrgent()
    ? [urgent, load]
    : [
        moments,
        () => (when === 'never' ? never : (when === 'idle' ? idle() : visible(id)).then(load)),
      ];
  let moment = cache.get(id);
  if (!moment) {
    const started = start();
    started.then(
      () => arrived.add(started),
      () => arrived.add(started),
    );
    moment = started;
    cache.set(id, moment);
  }
  return moment;
}

function visible(id: string): Promise<void> {
  const box = document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);
  return nearScreen(box?.firstElementChild ? box.children : []);
}

/**
 * Inside the part's Suspense boundary: while React hydrates it, waits for its moment (a promise
 * that never settles keeps the server's HTML as it is); when the browser draws it, draws it.
 */
function Gate({
  id,
  when,
  load,
  children,
}: {
  id: string;
  when: HydrateWhen;
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  if (useIsHydrating()) {
    const moment = momentFor(id, when, load);
    // Suspends the way lazy() does, not with use(): React replays a render that suspended in
    // use() and expects use() again, while this part renders without waiting once it is drawn.
    if (!arrived.has(moment)) throw moment;
  }
  return children;
}

/**
 * A component whose server HTML is hydrated later, or never (see HydrateWhen). React keeps a
 * Suspense boundary's server HTML while its content waits, so the part neither runs nor needs
 * its code until then; the rest of the page hydrates around it. Its props should not change
 * while it waits: the part is memoised, and new props make React draw it in the browser.
 */
export function deferHydration<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
  when: HydrateWhen,
  fallback: ReactNode = null,
): ComponentType<P> {
  const { load: loadOnce, Part } = lazyOnce(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as lazy() is
  function Deferred(props: P) {
    const id = useId();
    return (
      <div data-deferred={id} className="contents">
        <Suspense fallback={fallback}>
          {import.meta.env.SSR ? (
            <Part {...props} />
          ) : (
            <Gate id={id} when={when} load={loadOnce}>
              <Part {...props} />
            </Gate>
          )}
        </Suspense>
      </div>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/**
 * A part of a list (a product card) that, on a page of islands, hydrates in a task of its own
 * (src/islands/deferred-hydration.tsx: Preact hydrates without pausing). React pauses by itself
 * as it hydrates, so here it is the component as it is.
 */
export function hydrateInTurn<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return Component;
}
