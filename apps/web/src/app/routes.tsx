import {
  type PageRouteDefinition,
  type PageRouteName,
  pageRouteNames,
  pageRoutes,
} from '@storefront/contracts/routes';
import { type ComponentType, lazy } from 'react';
import { matchPath, type RouteObject, useRoutes } from 'react-router';
import { ClientOnly } from './client-only.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Spec 2 routes, as the contracts' route table declares them (paths, personal or public, the
 * parameters a page reads): here each gets its page. Every page is its own chunk, loaded when
 * first visited; the page the visitor lands on starts loading at start-up, beside the session and
 * the strings (see main.tsx).
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

/** Every route of the table with its page: a route without one does not compile. */
const pages: Record<PageRouteName, Page> = {
  home,
  // Spec 2: the application shell page renders the shared layout.
  appShell: home,
  product: page(() => import('./routes/product.tsx')),
  filterSearch: page(() => import('./routes/filter-search.tsx')),
  staticPage: page(() => import('./routes/static-page.tsx')),
  contactUs: page(() => import('./routes/contact-us.tsx')),
  trackOrder: page(() => import('./routes/track-order.tsx')),
  wishlist: page(() => import('./routes/wishlist.tsx')),
  cart: page(() => import('./routes/cart.tsx')),
  checkout: page(() => import('./routes/checkout.tsx')),
  checkoutResult: page(() => import('./routes/checkout-result.tsx')),
  orders: page(() => import('./routes/orders.tsx')),
  order: page(() => import('./routes/order.tsx')),
  accountInfo: page(() => import('./routes/account-info.tsx')),
  accountAddresses: page(() => import('./routes/account-addresses.tsx')),
  register: page(() => import('./routes/register.tsx')),
  login: page(() => import('./routes/login.tsx')),
  forgotPassword: page(() => import('./routes/forgot-password.tsx')),
  resetPassword: page(() => import('./routes/reset-password.tsx')),
  staff: page(() => import('./routes/staff.tsx')),
};

/** The route names the router knows: routes.test.ts checks them against the table. */
export const routedPageNames = Object.keys(pages);

export function preloadRoute(pathname: string): void {
  // The router's own matching (already in the first load), over the table's paths.
  const name = pageRouteNames.find((route) => matchPath(pageRoutes[route].path, pathname));
  const found = name ? pages[name] : notFound;
  found.preload().catch(() => {
    // The router tries again when it renders the page, and shows the error boundary if it fails.
  });
}

/** A page for one visitor (the table's `personal`) is drawn in the browser only. */
function element(route: PageRouteDefinition | null, { Component }: Page) {
  return route?.personal ? (
    <ClientOnly>
      <Component />
    </ClientOnly>
  ) : (
    <Component />
  );
}

/** Made once: the router's `<Routes>` would make it again from its children on every render. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pageRouteNames.map((name) => ({
        path: pageRoutes[name].path,
        element: element(pageRoutes[name], pages[name]),
      })),
      { path: '*', element: element(null, notFound) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
