import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * Spec 2 routes. Every page is its own chunk, loaded when first visited; the page the visitor
 * lands on starts loading at start-up, beside the session and the strings (see main.tsx).
 */
const pages = {
  home: () => import('./routes/home.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
};

const Home = lazy(pages.home);
const NotFound = lazy(pages.notFound);

export function preloadRoute(pathname: string): void {
  const load = pathname === '/' || pathname === '/_app' ? pages.home : pages.notFound;
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
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
