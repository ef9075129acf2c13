import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { AdminLanguage } from '../i18n/catalogue.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { useShopColour } from './layout/use-shop-colour.ts';
import { AppRoutes } from './routes.tsx';

function ShopColour() {
  useShopColour();
  return null;
}

export function App({ queryClient, lang }: { queryClient: QueryClient; lang: AdminLanguage }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Names and messages come back in the chosen language: ask again after a switch. */}
      <I18nProvider initial={lang} onChange={() => void queryClient.invalidateQueries()}>
        <ShopColour />
        <BrowserRouter basename="/admin">
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}
