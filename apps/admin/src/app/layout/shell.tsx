import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Loading } from '../../shared/ui/query-status.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

const NAV_ID = 'admin-nav';

/**
 * The signed-in frame: skip link, top bar, start-side navigation (a menu on narrow screens) and
 * the page in <main>. Landmarks: header, nav, main.
 */
export function Shell() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu, wherever the focus is.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-neutral-100 text-neutral-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-neutral-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('nav.skip')}
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} menuId={NAV_ID} />
      <div className="lg:flex">
        <div
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-neutral-200 bg-neutral-50 p-3 lg:sticky lg:top-14 lg:block lg:h-[calc(100dvh-3.5rem)] lg:w-56 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0`}
        >
          <SideNav id={NAV_ID} onNavigate={() => setMenuOpen(false)} />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none lg:p-6">
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
