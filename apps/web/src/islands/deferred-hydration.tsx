import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { HydrateWhen } from '../lib/deferred-hydration.tsx';
import { lazyOnce } from '../lib/lazy-once.ts';
import { idle, nearScreen } from '../lib/moments.ts';
import { isHydrating } from './hydrating.ts';

const never = new Promise<never>(() => {});

/**
 * The islands build's `deferHydration` (decisions 64 and 74). Preact keeps an element's server
 * HTML when it hydrates one given `dangerouslySetInnerHTML`, so a part that waits is its box with
 * nothing to set: what the server drew stays, and neither its code nor its work runs. At its
 * moment the part is drawn in the box by the browser, from code loaded by then, so it looks the
 * same. A part first drawn after hydration (a product chosen by the browser), or whose props
 * change while it waits (another variation), is drawn at once, with its fallback until its code
 * comes.
 */
export function deferHydration<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
  when: HydrateWhen,
  fallback: ReactNode = null,
): ComponentType<P> {
  const { load: loadOnce, Part } = lazyOnce(load);
  const moment = (box: HTMLElement) =>
    when === 'never' ? never : when === 'idle' ? idle() : nearScreen(box.children);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as lazy() is
  function Deferred(props: P) {
    const [waiting, setWaiting] = useState(isHydrating);
    const first = useRef(props);
    const box = useRef<HTMLDivElement>(null);
    const changed = waiting && first.current !== props;
    useEffect(() => {
      if (!waiting || !box.current) return;
      let live = true;
      moment(box.current)
        .then(loadOnce)
        .then(() => live && setWaiting(false));
      return () => {
        live = false;
      };
    }, [waiting]);
    useEffect(() => {
      if (changed) setWaiting(false);
    }, [changed]);

    if (waiting && !changed) {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: nothing is set: the server's HTML stays
      return <div data-deferred="" className="contents" ref={box} dangerouslySetInnerHTML={kept} />;
    }
    return (
      <div data-deferred="" className="contents">
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/** While hydrating, Preact leaves an element's content as it is when given this. */
const kept = { __html: '' };

/** A task of its own: the next turn of the browser's event loop. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The islands build's `hydrateInTurn`: React hydrates a long list in slices, pausing between
 * them, but Preact hydrates a root in one go, so the search page's 24 cards were one long task on
 * a phone. Here each piece suspends while its island hydrates: Preact keeps the piece's element
 * as the server drew it and hydrates it when that promise settles, in a task of its own. Preact's
 * Suspense draws no element, so the HTML is the server's. The piece must draw one element.
 */
export function hydrateInTurn<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Later(props: P) {
    if (isHydrating()) throw nextTask();
    return <Component {...props} />;
  }
  function InTurn(props: P) {
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  }
  return InTurn;
}
