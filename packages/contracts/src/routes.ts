import { DEFAULT_LANGUAGE, type LanguageCode } from './locale.ts';

/**
 * Spec 2: the storefront's routes, each declared once, here. The web router (apps/web
 * app/routes.tsx), the server's page routes and its 404 decision (plugins/static-site.ts), the
 * page cache's keys and robots.txt's private paths are all derived from this table
 * (decision 53), and routes.test.ts fails when one of them names a route the table does not.
 */
export interface PageRouteDefinition {
  /** The address as the router writes it: `/products/:productId`. */
  readonly path: string;
  /**
   * A page for one visitor (their cart, checkout, account, sign-in): the server draws it as a
   * skeleton that the browser fills, no cache keeps it, and robots.txt keeps crawlers out.
   */
  readonly personal?: true;
  /**
   * The URL search parameters the page reads when it is drawn, each with the value that means
   * "not given". Anything else in the query (`utm_source`, `fbclid`, `gclid`…) does not change
   * the page: it is left out of the page cache's key and of the URL the page is drawn with.
   */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * Landed on, the page hydrates only the parts a shopper can touch, each on its own (islands,
   * decision 66), with their code only: no router, no code for what only shows things. Its
   * links load the next page from the server. Without it the whole app hydrates the page.
   */
  readonly islands?: true;
}

export const pageRoutes = {
  home: { path: '/', islands: true },
  /** Spec 2: the application shell page renders the shared layout. */
  appShell: { path: '/_app' },
  /** `?variation=` picks the variation whose pictures and price show (decision 51). */
  product: { path: '/products/:productId', params: { variation: '' }, islands: true },
  /** The search page keeps all its state in the URL (apps/web search-state.ts). */
  filterSearch: {
    path: '/search/filterSearch',
    islands: true,
    params: {
      keyword: '',
      categoryId: '',
      brandId: '',
      minPrice: '',
      maxPrice: '',
      inStock: 'false',
      onSale: 'false',
      // Best match with a keyword, newest without (issue 29; apps/web search-state.ts).
      sort: 'relevance',
      page: '1',
    },
  },
  /**
   * Static pages by their address in the page's language (GET static-pages/addresses/{address}),
   * linked from the menus and the footer. Another address of the page (the other language's, an
   * earlier one, its id) redirects to it (decision 69).
   */
  staticPage: { path: '/pages/:pageAddress', islands: true },
  contactUs: { path: '/contact-us' },
  /** Ours: a guest finds an order by its number and email (issue 15); ?number= prefills it. */
  trackOrder: { path: '/track-order', params: { number: '' } },
  wishlist: { path: '/wishlist', personal: true },
  cart: { path: '/cart', personal: true },
  /** The checkout stepper (spec 4), from the cart. */
  checkout: { path: '/checkout', personal: true },
  /** Where a payment ends: the order and its payment's result (?reference=…). */
  checkoutResult: { path: '/checkout/result', personal: true },
  /** Order history and one order, under the account (issue 6). */
  orders: { path: '/account/orders', personal: true },
  order: { path: '/account/orders/:orderId', personal: true },
  accountInfo: { path: '/account/info', personal: true },
  /** The signed-in customer's saved addresses: add, edit, delete, choose the default. */
  accountAddresses: { path: '/account/addresses', personal: true },
  register: { path: '/register', personal: true },
  login: { path: '/login', personal: true },
  forgotPassword: { path: '/forgot-password', personal: true },
  /** Linked from the reset email with ?email=&token= (accounts.ts RESET_PASSWORD_PATH). */
  resetPassword: { path: '/reset-password', personal: true },
  /** Ours: where a staff member picks a customer to browse as (spec 1 impersonation). */
  staff: { path: '/staff', personal: true },
} as const satisfies Record<string, PageRouteDefinition>;

export type PageRouteName = keyof typeof pageRoutes;
export const pageRouteNames = Object.keys(pageRoutes) as PageRouteName[];

/** A route's address with its `:params` filled in (each value URL-encoded). */
function fill(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** Links to the storefront's pages, built from the table. */
export const routes = {
  home: pageRoutes.home.path,
  appShell: pageRoutes.appShell.path,
  product: (productId: string | number) => fill(pageRoutes.product.path, { productId }),
  filterSearch: (keyword: string) =>
    `${pageRoutes.filterSearch.path}?keyword=${encodeURIComponent(keyword)}`,
  staticPage: (pageAddress: string | number) => fill(pageRoutes.staticPage.path, { pageAddress }),
  contactUs: pageRoutes.contactUs.path,
  trackOrder: pageRoutes.trackOrder.path,
  wishlist: pageRoutes.wishlist.path,
  cart: pageRoutes.cart.path,
  checkout: pageRoutes.checkout.path,
  checkoutResult: pageRoutes.checkoutResult.path,
  orders: pageRoutes.orders.path,
  order: (orderId: string | number) => fill(pageRoutes.order.path, { orderId }),
  accountInfo: pageRoutes.accountInfo.path,
  accountAddresses: pageRoutes.accountAddresses.path,
  register: pageRoutes.register.path,
  login: pageRoutes.login.path,
  forgotPassword: pageRoutes.forgotPassword.path,
  resetPassword: pageRoutes.resetPassword.path,
  staff: pageRoutes.staff.path,
} as const satisfies Record<PageRouteName, string | ((value: string) => string)>;

/**
 * Each route's address as a pattern: `:name` is one segment; a trailing slash is allowed. Made on
 * first use, so a bundle that never matches (the browser's: its router does) carries none of it.
 */
let matchers: { name: PageRouteName; names: string[]; pattern: RegExp }[] | undefined;
const routeMatchers = () =>
  (matchers ??= pageRouteNames.map((name) => {
    const names: string[] = [];
    const source = pageRoutes[name].path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { name, names, pattern: new RegExp(`^${source}/?$`) };
  }));

export interface PageMatch {
  name: PageRouteName;
  route: PageRouteDefinition;
  /** The address's `:params`, as they are written in it. */
  values: Record<string, string>;
}

/** The route an address (a path, without its query) belongs to; null when it is none of ours. */
export function matchPageRoute(pathname: string): PageMatch | null {
  for (const { name, names, pattern } of routeMatchers()) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const values = Object.fromEntries(names.map((key, i) => [key, found[i + 1]!]));
    return { name, route: pageRoutes[name], values };
  }
  return null;
}

/**
 * The query that makes a page what it is: the parameters its route reads, without the ones that
 * say "not given", in a fixed order (by name, then as written). Two addresses that differ only in
 * what the page does not read (tracking parameters, their order, a default spelled out) give the
 * same query, so they are the same page. Personal pages are drawn as a skeleton: nothing.
 */
export function pageQuery(
  route: PageRouteDefinition,
  search: { getAll(name: string): string[] },
): Array<[name: string, value: string]> {
  if (route.personal || !route.params) return [];
  const defaults = route.params;
  return Object.keys(defaults)
    .sort()
    .flatMap((name) =>
      search
        .getAll(name)
        .filter((value) => value.trim() !== '' && value !== defaults[name])
        .map((value): [string, string] => [name, value]),
    );
}

/**
 * The `?lang=` a page's address has in a language: none for the default language, whose page is
 * the bare address (decision 53). Canonical links, hreflang alternates and sitemaps all follow
 * it, so a page's canonical URL is exactly the address its own hreflang entry names.
 */
export const languageParamOf = (lang: LanguageCode): LanguageCode | null =>
  lang === DEFAULT_LANGUAGE ? null : lang;

/**
 * The first segment of each personal route (`/account`, `/cart`…): robots.txt keeps crawlers
 * out of them.
 */
export const personalPathPrefixes = (): string[] => [
  ...new Set(
    pageRouteNames
      .filter((name) => 'personal' in pageRoutes[name])
      .map((name) => `/${pageRoutes[name].path.split('/')[1]}`),
  ),
];
