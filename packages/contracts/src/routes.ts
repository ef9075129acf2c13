/** Spec 2: the storefront's routes, shared so the server's SPA fallback and the router agree. */
export const routes = {
  home: '/',
  product: (productId: string | number) => `/products/${productId}`,
  filterSearch: (keyword: string) => `/search/filterSearch?keyword=${encodeURIComponent(keyword)}`,
  wishlist: '/wishlist',
  cart: '/cart',
  accountInfo: '/account/info',
  register: '/register',
  login: '/login',
  appShell: '/_app',
} as const;
