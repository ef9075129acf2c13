import { lazy } from 'react';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { SectionCards } from './section-cards.tsx';

// Its code (charts, figures) loads only for staff who see it; the shell's Suspense waits for it.
const DashboardPage = lazy(() => import('../../features/dashboard/dashboard-page.tsx'));

/**
 * /admin: the dashboard for staff who see orders; for the others a greeting and the sections
 * they may open (the dashboard shows those cards too, below its figures).
 */
export function HomePage() {
  const staff = useStaff();
  if (staff.permissions.includes('orders.read')) return <DashboardPage />;
  return <PlainHome />;
}

function PlainHome() {
  const { t } = useI18n();
  const staff = useStaff();
  return (
    <>
      <PageHeader title={t('home.title')} />
      <p className="mb-4 text-sm text-neutral-700">
        {t('home.greeting', { name: staff.displayName })}
      </p>
      <SectionCards permissions={staff.permissions} headingLevel="h2" />
    </>
  );
}
