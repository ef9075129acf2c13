import { type AnchorHTMLAttributes, forwardRef, useSyncExternalStore } from 'react';

/*
 * What the islands' code gets when it imports 'react-router' (the islands build aliases it here,
 * vite.config.ts; decision 66). A page of islands has no router: its links are ordinary links
 * that load the next page from the server (kept pages, so they come fast), and the address is
 * the browser's own. Only what the islands' components use is here; the islands build fails on
 * anything else, and the page would then need the real router.
 */

type To = string | { pathname?: string; search?: string; hash?: string };

const href = (to: To) =>
  typeof to === 'string'
    ? to
    : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  prefetch?: string;
  reloadDocument?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    discover,
    prefetch,
    reloadDocument,
    ...rest
  },
  ref,
) {
  return <a ref={ref} href={href(to)} {...rest} />;
});

interface NavigateOptions {
  replace?: boolean;
}

export function useNavigate() {
  return (to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') window.history.go(to);
    else if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

/** The address changes on this page only by replaceState (useSearchParams) and by back/forward. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const current = () => window.location.href;

export function useLocation() {
  const url = new URL(useSyncExternalStore(subscribe, current, current));
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
    key: 'default',
  };
}

type ParamsInit = URLSearchParams | Record<string, string> | string;

/** The query string: setting it replaces the address in place (no page of its own). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: ParamsInit | ((current: URLSearchParams) => ParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const set = (
    next: ParamsInit | ((current: URLSearchParams) => ParamsInit),
    options?: NavigateOptions,
  ) => {
    const value = new URLSearchParams(
      typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next,
    );
    const query = value.size > 0 ? `?${value}` : '';
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    for (const listener of listeners) listener();
  };
  return [params, set];
}
