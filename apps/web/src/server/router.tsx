import { type ComponentProps, forwardRef } from 'react';
import { createPath, parsePath, Link as RouterLink, resolvePath } from 'react-router';

/*
 * What the server build gets when it imports 'react-router' (vite.config.ts): the router itself,
 * with a `Link` that writes its anchor without the router's hooks. The router's own resolves the
 * address against the matched routes and sets up its click handling and prefetching, which a
 * drawing on the server never uses: about 7 % of a drawn page's CPU went there. A link to an
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
