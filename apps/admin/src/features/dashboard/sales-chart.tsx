import type { DashboardDay } from '@storefront/contracts/admin-dashboard';
import { formatCalendarDay } from '@storefront/contracts/dates';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { filsToKd } from '../../lib/money.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { cardClass, tdClass, thClass } from '../../shared/ui/styles.ts';

/**
 * Sales per day as bars, oldest first. The bars are a flex row, so they follow the page's
 * direction: time runs left to right in English and right to left in Arabic, with no code for
 * either. Each bar is labelled (day, amount, orders); the same figures are a table under it.
 */
export function SalesChart({ days }: { days: readonly DashboardDay[] }) {
  const { t, lang } = useI18n();
  const highest = Math.max(0, ...days.map((day) => day.sales));
  const dayName = (day: string) => formatCalendarDay(day, lang, { year: false });
  const labelOf = (day: DashboardDay) =>
    t('dashboard.chart.bar', {
      day: dayName(day.day),
      amount: t('money.kd', { amount: filsToKd(day.sales) }),
      orders: day.orders,
    });
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <section aria-labelledby="dashboard-chart-title" className={`${cardClass} p-4`}>
      <h2 id="dashboard-chart-title" className="font-semibold text-neutral-900">
        {t('dashboard.chart.title')}
      </h2>
      <div className="mt-3 flex items-start gap-2">
        {/* The scale: the highest day at the top, nothing at the bottom. */}
        <div className="flex h-40 flex-col justify-between text-end text-xs text-neutral-600">
          <span>
            <Amount fils={highest} />
          </span>
          <span>
            <Amount fils={0} />
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex h-40 items-end gap-px border-b border-neutral-400 sm:gap-0.5">
            {days.map((day, i) => (
              <div
                key={day.day}
                role="img"
                aria-label={labelOf(day)}
                title={labelOf(day)}
                className={`min-w-0 flex-1 rounded-t-sm ${i === days.length - 1 ? 'bg-primary-strong' : 'bg-primary-strong/70'}`}
                // A day with sales keeps a sliver, so it never looks like a day without.
                style={{
                  height: day.sales === 0 ? 0 : `max(${(day.sales / highest) * 100}%, 2px)`,
                }}
              />
            ))}
          </div>
          {first && last && (
            <div className="mt-1 flex justify-between text-xs text-neutral-600" aria-hidden="true">
              <span>{dayName(first.day)}</span>
              <span>{dayName(last.day)}</span>
            </div>
          )}
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-strong">
          {t('dashboard.chart.table')}
        </summary>
        <table className="mt-2 w-full border-collapse text-sm">
          <caption className="sr-only">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('dashboard.chart.day')}
              </th>
              <th scope="col" className={thClass}>
                {t('dashboard.sales')}
              </th>
              <th scope="col" className={thClass}>
                {t('dashboard.orders')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${tdClass} text-start font-normal`}>
                  {dayName(day.day)}
                </th>
                <td className={tdClass}>
                  <Amount fils={day.sales} />
                </td>
                <td className={`${tdClass} tabular-nums`}>
                  <bdi dir="ltr">{day.orders}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
