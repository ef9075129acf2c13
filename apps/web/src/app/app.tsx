import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { showToast } from '../lib/toast.ts';
import { useTranslation } from '../shared/hooks/use-translation.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { queryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';

interface AppProps {
  /** Messages from start-up (spec 8: rejected tokens) to show once the UI is up. */
  notices?: readonly TranslationKey[];
}

const shown = new Set<readonly TranslationKey[]>();

function StartupNotices({ notices }: { notices: readonly TranslationKey[] }) {
  const { t } = useTranslation();
  useEffect(() => {
    // Once per start, even when StrictMode runs effects twice.
    if (shown.has(notices)) return;
    shown.add(notices);
    for (const key of notices) void showToast('error', t(key));
  }, [notices, t]);
  return null;
}

/** Everything inside the router: the same on the server (entry-server.tsx) and in the browser. */
export function AppContent({ notices = [] }: AppProps) {
  return (
    <>
      <StartupNotices notices={notices} />
      {/* Pages have their own boundary inside the layout; this one catches the layout itself. */}
      <ErrorBoundary onReset={() => window.location.reload()}>
        <AppRoutes />
      </ErrorBoundary>
    </>
  );
}

export function App({ notices = [] }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppContent notices={notices} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
