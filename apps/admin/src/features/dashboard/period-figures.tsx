import type { Dashboard, DashboardPeriod } from '@storefront/contracts/admin-dashboard';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { ChangeNote } from './change-note.tsx';

const PERIODS: readonly DashboardPeriod[] = ['today', 'week', 'month'];

/** The period switch: Today, 7 days, 30 days, as radio buttons drawn as one segmented control. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="inline-flex rounded-md border border-neutral-300 bg-white p-0.5 shadow-xs">
      <legend className="sr-only">{t('dashboard.period')}</legend>
      {PERIODS.map((period) => (
        <label
          key={period}
          className="relative cursor-pointer rounded px-3 py-1 text-sm font-medium text-neutral-800 has-checked:bg-primary-strong has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-strong"
        >
          <input
            type="radio"
            name="dashboard-period"
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {t(`dashboard.period.${period}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Sales, orders and average order value for the chosen period, each against the one before. */
export function PeriodFigures({
  periods,
  period,
}: {
  periods: Dashboard['periods'];
  period: DashboardPeriod;
}) {
  const { t } = useI18n();
  const { current, previous } = periods[period];
  const previousLabel = t(`dashboard.previous.${period}`);
  const figures = [
    {
      key: 'sales',
      label: t('dashboard.sales'),
      value: <Amount fils={current.sales} />,
      now: current.sales,
      before: previous.sales,
      beforeShown: <Amount fils={previous.sales} />,
    },
    {
      key: 'orders',
      label: t('dashboard.orders'),
      value: <bdi dir="ltr">{current.orders}</bdi>,
      now: current.orders,
      before: previous.orders,
      beforeShown: <bdi dir="ltr">{previous.orders}</bdi>,
    },
    {
      key: 'average',
      label: t('dashboard.average'),
      value: <Amount fils={current.averageOrderValue} />,
      now: current.averageOrderValue,
      before: previous.averageOrderValue,
      beforeShown: <Amount fils={previous.averageOrderValue} />,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.key} className={`${cardClass} p-4`} data-figure={figure.key}>
          <dt className="text-sm font-medium text-neutral-600">{figure.label}</dt>
          <dd>
            <span className="block text-2xl font-semibold tabular-nums text-neutral-900">
              {figure.value}
            </span>
            <ChangeNote
              current={figure.now}
              previous={figure.before}
              previousLabel={previousLabel}
              previousValue={figure.beforeShown}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
