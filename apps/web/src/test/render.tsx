import { en } from '@storefront/contracts/i18n/en';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { themeConfigQueryOptions } from '../shared/api/get-theme-config.ts';
import { setCatalogue } from '../shared/hooks/use-translation.ts';

/** The seeded theme (shared-context): what most component tests render against. */
export const seededTheme: ThemeConfig = {
  title: 'Dukkan',
  main_menu: 53,
  logo: '/brand/logo.svg',
  color: '#57b568',
  languages: ['en', 'ar'],
  footer_menus: [54, 55],
  overrided_footer_image: null,
  twitter_url: 'https://x.com/dukkan.demo',
  facebook_url: 'https://www.facebook.com/dukkan.demo',
  instagram_url: 'https://www.instagram.com/dukkan.demo',
  youtube_url: null,
  copy_right: '© 2026 Dukkan. All rights reserved.',
  metadata_title: 'Dukkan — everyday shopping',
  metadata_description: 'Electronics, fashion, home and beauty at fair prices.',
  metadata_icon: '/brand/icon.svg',
  enforce_checkout_terms: true,
  keep_out_of_stock_at_end: true,
  price_format: 'decimals-format',
  currency_label: 'KD',
  currency_position: 'before',
  login_by_otp: false,
  login_by_email: true,
  can_register: true,
  default_country: 'kw',
};

export function initTestTranslations(): void {
  setCatalogue('en', en);
}

/** Renders with the providers the app has: queries (theme already loaded), router, strings. */
export async function renderWithApp(
  ui: ReactElement,
  {
    theme = seededTheme,
    path = '/',
    state,
  }: { theme?: ThemeConfig | null; path?: string; state?: unknown } = {},
) {
  initTestTranslations();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (theme) queryClient.setQueryData(themeConfigQueryOptions().queryKey, theme);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: path.split('?')[0],
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
