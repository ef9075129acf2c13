import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { applyTheme } from '../../features/theme/index.ts';
import { deferredIsland, island } from '../../lib/islands.tsx';
import { showPendingToast } from '../../lib/pending-toast.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { Toaster } from '../toaster.tsx';
import { Header } from './header.tsx';
import { ImpersonationBannerSlot } from './impersonation-slot.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

/** The parts of the layout a shopper touches: islands on a page of islands (decision 66). */
const HeaderIsland = island('header', Header);
const ImpersonationIsland = island('impersonation', ImpersonationBannerSlot);

/**
 * The footer (menus, social links) and back-to-top hydrate when the page is idle (decision 64):
 * below the fold, they need not hold up the first tap; the footer then shows a signed-in
 * customer's own menu items. Drawn by the browser (after a link), the footer's placeholder has
 * the demo footer's height at each breakpoint (two menus and the social links), so nothing moves
 * when it comes.
 */
const Footer = deferredIsland(
  'footer',
  () => import('./footer.tsx').then((m) => m.Footer),
  'idle',
  <div aria-hidden className="mt-16 h-[555px] bg-neutral-900 sm:h-[417px] lg:h-[297px]" />,
);
const BackToTop = deferredIsland(
  'backToTop',
  () => import('./back-to-top.tsx').then((m) => m.BackToTop),
  'idle',
);

/**
 * Marks the page live (`<html data-hydrated>`; the end-to-end tests wait for it). Rendered beside
 * the page inside its Suspense boundary, its effect runs once the page itself has hydrated, not
 * just the layout around it: the page's code may still be on its way then, and a page the server
 * drew does not answer clicks until it has hydrated.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** Spec 2 shared layout around every page. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: theme } = useThemeConfig();

  useEffect(() => showPendingToast(t), [t]);

  useEffect(() => {
    if (theme) void applyTheme(theme);
  }, [theme]);

  // A new page starts at the top. Not the page the visitor landed on: they may have scrolled
  // the server's drawing before it hydrated, and the browser restores a reloaded page's place.
  const landedOn = useRef(pathname);
  useEffect(() => {
    if (pathname === landedOn.current) return;
    landedOn.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        id="skip-link"
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-neutral-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50"
      >
        {t('app.skipToContent')}
      </a>
      {/* The banner and the header stick together, so the banner stays in view (spec 2). */}
      <div className="sticky top-0 z-40">
        <ImpersonationIsland />
        <HeaderIsland />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary
          key={pathname}
          onReset={() =>
            void queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' })
          }
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BackToTop />
      <Toaster />
    </div>
  );
}
