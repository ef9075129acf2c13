import type { Dashboard } from '@storefront/contracts/admin-dashboard';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { cardClass, linkClass } from '../../shared/ui/styles.ts';

/**
 * What waits on the shop: orders to ship, and cash still to collect at the door. Each label
 * opens the orders page on the quick view that lists exactly those orders.
 */
export function OpenOrders({ toShip, cashToCollect }: Pick<Dashboard, 'toShip' | 'cashToCollect'>) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="dashboard-open-title" className={`${cardClass} p-4`}>
      <h2 id="dashboard-open-title" className="font-semibold text-neutral-900">
        {t('dashboard.open.title')}
      </h2>
      <dl className="mt-2 grid gap-3">
        <div data-figure="to-ship">
          <dt className="text-sm">
            <Link to="/orders?view=toShip" className={linkClass}>
              {t('dashboard.open.toShip')}
            </Link>
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">
            <bdi dir="ltr">{toShip.orders}</bdi>
          </dd>
        </div>
        <div data-figure="cash">
          <dt className="text-sm">
            <Link to="/orders?view=cash" className={linkClass}>
              {t('dashboard.open.cash')}
            </Link>
          </dt>
          <dd>
            <span className="block text-2xl font-semibold tabular-nums">
              <Amount fils={cashToCollect.amount} />
            </span>
            <span className="text-sm text-neutral-600">
              {t('dashboard.open.cashOrders', { count: cashToCollect.orders })}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
