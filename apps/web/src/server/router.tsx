import { type ComponentProps, forwardRef } from 'react';
import {
  createPath,
  type Location,
  parsePath,
  type RouteObject,
  Link as RouterLink,
  resolvePath,
  useLocation,
  useRoutes as useRouterRoutes,
} from 'react-router';

/*
 * What the server build gets when it imports 'react-router' (vite.config.ts): the router itself,
 * with a `useRoutes` that matches fewer routes and a `Link` that writes its anchor without the
 * router's hooks. The router's own resolves the address against the matched routes and sets up
 * its click handling and prefetching, which a drawing on the server never uses: about 7 % of a
 * drawn page's CPU went there. A link to an
 * address of this site (a path from the root) is drawn here with the same attributes; anything
 * else (a relative address, another site, a mask, prefetching) goes to the router's own.
 */
export * from 'react-router';

export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(
  function Link(props, ref) {
    const {
      to,
      discover = 'render',
      prefetch = 'none',
      relative,
      reloadDocument,
      replace,
      mask,
      state,
      target,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
      onClick,
      ...rest
    } = props;
    const { pathname } = typeof to === 'string' ? parsePath(to) : to;
    // Not a path from the root: relative, a scheme (mailto:, https:) or another site (//host).
    if (mask || prefetch !== 'none' || !pathname?.startsWith('/') || pathname.startsWith('//')) {
      return <RouterLink ref={ref} {...props} />;
    }
    const resolved = resolvePath(to);
    // The router keeps a trailing slash the address was written with.
    if (pathname !== '/' && pathname.endsWith('/') && !resolved.pathname.endsWith('/')) {
      resolved.pathname += '/';
    }
    return (
      <a
        {...rest}
        href={createPath(resolved)}
        target={target}
        data-discover={discover === 'render' ? 'true' : undefined}
      />
    );
  },
);

/** Where a route's path is static, its first segment, lower-cased (the router ignores case). */
function firstStaticSegment(path: string | undefined): string | null {
  const first = path?.split('/').find(Boolean) ?? '';
  return /^[:*]|\?$/.test(first) ? null : first.toLowerCase();
}

/**
 * The routes that could match an address starting with `segment`: those whose path starts with
 * another static segment are left out, so the router flattens, ranks and compiles a few routes
 * rather than all of them. Pathless routes (a layout) keep theirs; routes below a path are kept.
 */
function routesFor(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => {
    if (route.path === undefined && route.children) {
      return [{ ...route, children: routesFor(route.children, segment) } as RouteObject];
    }
    if (route.children) return [route];
    const first = firstStaticSegment(route.path);
    return first === null || first === segment ? [route] : [];
  });
}

/** Every static first segment a route tree names: the only segments worth a list of their own. */
const staticSegments = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    firstStaticSegment(route.path) ?? '',
    ...(route.path === undefined && route.children ? staticSegments(route.children) : []),
  ]);

/** A segment as the router reads it: decoded, when it decodes. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const pruned = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/**
 * The router's `useRoutes`, given only the routes the address could match: its matching flattens
 * and ranks the whole tree and compiles each route's pattern on every render, about 6 % of a
 * drawing. A segment no route names (`/x/…`) shares one list, so an address cannot grow this.
 */
export function useRoutes(routes: RouteObject[], location?: Partial<Location> | string) {
  const { pathname } = useLocation();
  let bySegment = pruned.get(routes);
  if (!bySegment) {
    bySegment = new Map();
    for (const segment of new Set(['', ...staticSegments(routes)])) {
      bySegment.set(segment, routesFor(routes, segment));
    }
    bySegment.set('\0', routesFor(routes, '\0'));
    pruned.set(routes, bySegment);
  }
  const segment = decoded(pathname.split('/').find(Boolean) ?? '').toLowerCase();
  const candidates =
    location === undefined ? (bySegment.get(segment) ?? bySegment.get('\0')) : routes;
  return useRouterRoutes(candidates ?? routes, location);
}
