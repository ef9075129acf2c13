import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { useThemeConfig } from '../../features/theme/api/get-theme-config.ts';
import { applyTheme } from '../../features/theme/apply-theme.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { Toaster } from '../toaster.tsx';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

/** Spec 2 shared layout around every page. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: theme } = useThemeConfig();

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  // A new page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
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
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary
          key={pathname}
          onReset={() =>
            void queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' })
          }
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BackToTop />
      <Toaster />
    </div>
  );
}
