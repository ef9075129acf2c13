import type { DashboardPeriod } from '@storefront/contracts/admin-dashboard';
import { useSearchParams } from 'react-router';
import { SectionCards } from '../../app/pages/section-cards.tsx';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { LowStock } from './low-stock.tsx';
import { OpenOrders } from './open-orders.tsx';
import { PeriodFigures, PeriodSwitch } from './period-figures.tsx';
import { SalesChart } from './sales-chart.tsx';
import { TopProducts } from './top-products.tsx';

const isPeriod = (value: string | null): value is DashboardPeriod =>
  value === 'today' || value === 'week' || value === 'month';

/**
 * /admin for staff with orders.read (issue 26): sales, orders and average order value for a
 * period against the one before, 30 days of sales, best sellers, low stock, what waits; then
 * the sections. The period is in the address (?period=week), so it survives a reload.
 */
export default function DashboardPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const dashboard = useDashboard();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: DashboardPeriod = isPeriod(asked) ? asked : 'today';

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <p className="mb-4 text-sm text-neutral-700">
        {t('dashboard.greeting', { name: staff.displayName })}
      </p>
      {dashboard.isError ? (
        <LoadFailed
          error={dashboard.error}
          permission="orders.read"
          retry={() => void dashboard.refetch()}
        />
      ) : !dashboard.data ? (
        <Loading />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-semibold text-neutral-900">{t('dashboard.figures')}</h2>
            <PeriodSwitch
              value={period}
              onChange={(next) => setParams(next === 'today' ? {} : { period: next })}
            />
          </div>
          <PeriodFigures periods={dashboard.data.periods} period={period} />
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <SalesChart days={dashboard.data.daily} />
            </div>
            <OpenOrders
              toShip={dashboard.data.toShip}
              cashToCollect={dashboard.data.cashToCollect}
            />
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <TopProducts products={dashboard.data.topProducts} />
            <LowStock lowStock={dashboard.data.lowStock} />
          </div>
        </div>
      )}
      <section aria-labelledby="dashboard-sections-title" className="mt-6">
        <h2 id="dashboard-sections-title" className="mb-3 font-semibold text-neutral-900">
          {t('dashboard.sections')}
        </h2>
        <SectionCards permissions={staff.permissions} headingLevel="h3" />
      </section>
    </>
  );
}
