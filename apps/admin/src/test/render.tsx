import type { AdminMe, Permission } from '@storefront/contracts/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StaffContext } from '../auth/staff-context.tsx';
import type { AdminLanguage } from '../i18n/catalogue.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';

export const aStaffMember = (permissions: Permission[]): AdminMe => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@dukkan.demo',
  displayName: 'Noor',
  roleId: 'owner',
  roleName: { en: 'Owner', ar: 'المالك' },
  permissions,
});

export function Providers({
  children,
  path = '/',
  lang = 'en',
  staff,
}: {
  children: ReactNode;
  path?: string;
  lang?: AdminLanguage;
  staff?: AdminMe;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={lang}>
        <MemoryRouter initialEntries={[path]}>
          {staff ? <StaffContext value={staff}>{children}</StaffContext> : children}
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Renders a page inside the providers, with routes so navigation can be seen. */
export function renderAt(
  ui: ReactElement,
  options: { path?: string; lang?: AdminLanguage; staff?: AdminMe } = {},
) {
  return render(
    <Providers {...options}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </Providers>,
  );
}
