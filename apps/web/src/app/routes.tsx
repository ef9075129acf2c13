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
  notFound: () => import('./routes/not-found.tsx'),
};

const Home = lazy(pages.home);
const Login = lazy(pages.login);
const Register = lazy(pages.register);
const ForgotPassword = lazy(pages.forgotPassword);
const ResetPassword = lazy(pages.resetPassword);
const AccountInfo = lazy(pages.accountInfo);
const Staff = lazy(pages.staff);
const NotFound = lazy(pages.notFound);

const pageByPath: Record<string, () => Promise<unknown>> = {
  '/': pages.home,
  '/_app': pages.home,
  '/login': pages.login,
  '/register': pages.register,
  '/forgot-password': pages.forgotPassword,
  '/reset-password': pages.resetPassword,
  '/account/info': pages.accountInfo,
  '/staff': pages.staff,
};

export function preloadRoute(pathname: string): void {
  const load = pageByPath[pathname.replace(/(.)\/$/, '$1')] ?? pages.notFound;
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
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
