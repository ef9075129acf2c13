import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * Spec 2 routes. Every page is its own chunk, loaded when first visited; the page the visitor
 * lands on starts loading at start-up, beside the session and the strings (see main.tsx).
 */
const pages = {
  home: () => import('./routes/home.tsx'),
  login: () => import('./routes/login.tsx'),
  register: () => import('./routes/register.tsx'),
  forgotPassword: () => import('./routes/forgot-password.tsx'),
  resetPassword: () => import('./routes/reset-password.tsx'),
  accountInfo: () => import('./routes/account-info.tsx'),
  staff: () => import('./routes/staff.tsx'),
  filterSearch: () => import('./routes/filter-search.tsx'),
  product: () => import('./routes/product.tsx'),
  staticPage: () => import('./routes/static-page.tsx'),
  contactUs: () => import('./routes/contact-us.tsx'),
  cart: () => import('./routes/cart.tsx'),
  wishlist: () => import('./routes/wishlist.tsx'),
  checkout: () => import('./routes/checkout.tsx'),
  checkoutResult: () => import('./routes/checkout-result.tsx'),
  orders: () => import('./routes/orders.tsx'),
  order: () => import('./routes/order.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
  /** The home page below its hero (data lists): its own chunk, loaded beside the home page's. */
  dataListSections: () => import('./routes/data-list-sections.tsx'),
};

const Home = lazy(pages.home);
const Login = lazy(pages.login);
const Register = lazy(pages.register);
const ForgotPassword = lazy(pages.forgotPassword);
const ResetPassword = lazy(pages.resetPassword);
const AccountInfo = lazy(pages.accountInfo);
const Staff = lazy(pages.staff);
const FilterSearch = lazy(pages.filterSearch);
const Product = lazy(pages.product);
const StaticPage = lazy(pages.staticPage);
const ContactUs = lazy(pages.contactUs);
const Cart = lazy(pages.cart);
const Wishlist = lazy(pages.wishlist);
const Checkout = lazy(pages.checkout);
const CheckoutResult = lazy(pages.checkoutResult);
const Orders = lazy(pages.orders);
const Order = lazy(pages.order);
const NotFound = lazy(pages.notFound);
/**
 * Declared here, not in home.tsx: the entry already holds the dynamic-import helper, and a
 * second place that imports lazily would split it into a chunk of its own on the first load.
 */
const homeWithLists = () => Promise.all([pages.home(), pages.dataListSections()]);

const pageByPath: Record<string, () => Promise<unknown>> = {
  '/': homeWithLists,
  '/_app': homeWithLists,
  '/login': pages.login,
  '/register': pages.register,
  '/forgot-password': pages.forgotPassword,
  '/reset-password': pages.resetPassword,
  '/account/info': pages.accountInfo,
  '/staff': pages.staff,
  '/search/filterSearch': pages.filterSearch,
  '/contact-us': pages.contactUs,
  '/cart': pages.cart,
  '/wishlist': pages.wishlist,
  '/checkout': pages.checkout,
  '/checkout/result': pages.checkoutResult,
  '/account/orders': pages.orders,
};

/** Pages whose paths hold a parameter (pageByPath cannot): /products/{id}, /pages/{id}. */
const pageByPattern: [RegExp, () => Promise<unknown>][] = [
  [/^\/products\/[^/]+$/, pages.product],
  [/^\/pages\/[^/]+$/, pages.staticPage],
  [/^\/account\/orders\/[^/]+$/, pages.order],
];

export function preloadRoute(pathname: string): void {
  const path = pathname.replace(/(.)\/$/, '$1');
  const byPattern = pageByPattern.find(([pattern]) => pattern.test(path))?.[1];
  const load = pageByPath[path] ?? byPattern ?? pages.notFound;
  load().catch(() => {
    // The router tries again when it renders the page, and shows the error boundary if it fails.
  });
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        {/* Spec 2: the application shell page renders the shared layout. */}
        <Route path="_app" element={<Home />} />
        <Route path="login" element={<Login />} />
        <Route path="register" element={<Register />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="account/info" element={<AccountInfo />} />
        <Route path="staff" element={<Staff />} />
        <Route path="search/filterSearch" element={<FilterSearch />} />
        <Route path="products/:productId" element={<Product />} />
        <Route path="pages/:pageId" element={<StaticPage />} />
        <Route path="contact-us" element={<ContactUs />} />
        <Route path="cart" element={<Cart />} />
        <Route path="wishlist" element={<Wishlist />} />
        <Route path="checkout" element={<Checkout />} />
        <Route path="checkout/result" element={<CheckoutResult />} />
        <Route path="account/orders" element={<Orders />} />
        <Route path="account/orders/:orderId" element={<Order />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
