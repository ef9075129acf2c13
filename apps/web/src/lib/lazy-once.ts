import { type ComponentType, lazy } from 'react';

/**
 * A part's code asked for once, whether its moment or the renderer asks first: `load` for the
 * moment, `Part` (lazy) for the renderer. Both builds' deferred parts use it.
 */
export function lazyOnce<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { load: () => Promise<ComponentType<P>>; Part: ComponentType<P> } {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const Part = lazy(() => loadOnce().then((component) => ({ default: component })));
  return { load: loadOnce, Part: Part as unknown as ComponentType<P> };
}
