import { isPersonalRoute } from '@storefront/contracts/routes';
import { type ComponentType, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { ClientOnly } from './client-only.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Spec 2 routes. Every page is its own chunk, loaded when first visited; the page the visitor
 * lands on starts loading at start-up, beside the session and the strings (see main.tsx).
 */

/**
 * Declared here, not in home.tsx: the entry already holds the dynamic-import helper, and a
 * second place that imports lazily would split it into a chunk of its own on the first load.
 */
const homeWithLists = () =>
  // The home page below its hero (data lists) is a chunk of its own, loaded beside the home's.
  Promise.all([import('./routes/home.tsx'), import('./routes/data-list-sections.tsx')]);

interface Page {
  Component: ComponentType;
  /** Starts loading the page's code (and what it shows at once) before the router asks. */
  preload: () => Promise<unknown>;
}

function page(
  load: () => Promise<{ default: ComponentType }>,
  preload: () => Promise<unknown> = load,
): Page {
  return { Component: lazy(load), preload };
}

const home = page(() => import('./routes/home.tsx'), homeWithLists);
const notFound = page(() => import('./routes/not-found.tsx'));

/** Every page by its path (spec 2); the first that matches wins. */
const pageRoutes: [path: string, page: Page][] = [
  ['/', home],
  // Spec 2: the application shell page renders the shared layout.
  ['/_app', home],
  ['/login', page(() => import('./routes/login.tsx'))],
  ['/register', page(() => import('./routes/register.tsx'))],
  ['/forgot-password', page(() => import('./routes/forgot-password.tsx'))],
  ['/reset-password', page(() => import('./routes/reset-password.tsx'))],
  ['/account/info', page(() => import('./routes/account-info.tsx'))],
  ['/account/addresses', page(() => import('./routes/account-addresses.tsx'))],
  ['/staff', page(() => import('./routes/staff.tsx'))],
  ['/search/filterSearch', page(() => import('./routes/filter-search.tsx'))],
  ['/products/:productId', page(() => import('./routes/product.tsx'))],
  ['/pages/:pageId', page(() => import('./routes/static-page.tsx'))],
  ['/contact-us', page(() => import('./routes/contact-us.tsx'))],
  ['/cart', page(() => import('./routes/cart.tsx'))],
  ['/wishlist', page(() => import('./routes/wishlist.tsx'))],
  ['/checkout', page(() => import('./routes/checkout.tsx'))],
  ['/checkout/result', page(() => import('./routes/checkout-result.tsx'))],
  ['/account/orders', page(() => import('./routes/orders.tsx'))],
  ['/account/orders/:orderId', page(() => import('./routes/order.tsx'))],
  ['/track-order', page(() => import('./routes/track-order.tsx'))],
];

export function preloadRoute(pathname: string): void {
  const found = pageRoutes.find(([path]) => matchPath(path, pathname))?.[1] ?? notFound;
  found.preload().catch(() => {
    // The router tries again when it renders the page, and shows the error boundary if it fails.
  });
}

/** A page for one visitor (contracts' isPersonalRoute) is drawn in the browser only. */
function element(path: string, { Component }: Page) {
  return isPersonalRoute(path) ? (
    <ClientOnly>
      <Component />
    </ClientOnly>
  ) : (
    <Component />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageRoutes.map(([path, found]) => (
          <Route key={path} path={path} element={element(path, found)} />
        ))}
        <Route path="*" element={element('*', notFound)} />
      </Route>
    </Routes>
  );
}
