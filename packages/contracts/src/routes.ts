/** Spec 2: the storefront's routes, shared so the server's SPA fallback and the router agree. */
export const routes = {
  home: '/',
  product: (productId: string | number) => `/products/${productId}`,
  filterSearch: (keyword: string) => `/search/filterSearch?keyword=${encodeURIComponent(keyword)}`,
  wishlist: '/wishlist',
  cart: '/cart',
  /** The checkout stepper (spec 4), from the cart. */
  checkout: '/checkout',
  /** Where a payment ends: the order and its payment's result (?reference=…). */
  checkoutResult: '/checkout/result',
  /** Order history and one order, under the account (issue 6). */
  orders: '/account/orders',
  order: (orderId: string | number) => `/account/orders/${orderId}`,
  /** Ours: a guest finds an order by its number and email (issue 15); ?number= prefills it. */
  trackOrder: '/track-order',
  accountInfo: '/account/info',
  /** The signed-in customer's saved addresses: add, edit, delete, choose the default. */
  accountAddresses: '/account/addresses',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** Linked from the reset email with ?email=&token= (accounts.ts RESET_PASSWORD_PATH). */
  resetPassword: '/reset-password',
  /** Static pages (GET static-pages/{id}), linked from the menus and the footer. */
  staticPage: (pageId: string | number) => `/pages/${pageId}`,
  contactUs: '/contact-us',
  /** Ours: where a staff member picks a customer to browse as (spec 1 impersonation). */
  staff: '/staff',
  appShell: '/_app',
} as const;

/**
 * Paths the storefront renders. The server answers them with the app (200) and anything else
 * with the app's not-found page and a real 404 status. Keep in step with the web router.
 */
export const appRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/_app\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/search\/filterSearch\/?$/,
  /^\/wishlist\/?$/,
  /^\/track-order\/?$/,
  /^\/cart\/?$/,
  /^\/checkout(\/result)?\/?$/,
  /^\/account(\/.*)?$/,
  /^\/register\/?$/,
  /^\/login\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password\/?$/,
  /^\/staff\/?$/,
  /^\/pages\/\d+\/?$/,
  /^\/contact-us\/?$/,
];

export const isAppRoute = (pathname: string) => appRoutePatterns.some((re) => re.test(pathname));

/**
 * Pages for one visitor (their cart, checkout, account, sign-in): the server draws them as a
 * skeleton in the shell (the web's routes.tsx) and never lets them be cached; the browser draws
 * them once hydrated.
 */
export const personalRoutePatterns: readonly RegExp[] = [
  /^\/(cart|wishlist|checkout|account|staff)(\/.*)?$/,
  /^\/(login|register|forgot-password|reset-password)\/?$/,
];

export const isPersonalRoute = (pathname: string) =>
  personalRoutePatterns.some((re) => re.test(pathname));
