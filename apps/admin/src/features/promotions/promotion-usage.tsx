import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { cardClass } from '../../shared/ui/styles.ts';

/** How often the code was used and what it gave, from the orders (cancelled ones left out). */
export function PromotionUsage({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useI18n();
  const counted =
    promotion.usageLimit === null ? (
      <>
        <bdi dir="ltr">{promotion.usedCount}</bdi> ({t('promotions.noLimit')})
      </>
    ) : (
      t('promotions.usesOf', { count: promotion.usedCount, limit: promotion.usageLimit })
    );
  const figures: [string, ReactNode][] = [
    [
      t('promotions.orders'),
      <bdi key="orders" dir="ltr">
        {promotion.orders}
      </bdi>,
    ],
    [t('promotions.discountGiven'), <Amount key="given" fils={promotion.discountGiven} />],
    [t('promotions.counted'), counted],
  ];
  return (
    <section aria-labelledby="promotion-usage" className={`${cardClass} space-y-3 p-4`}>
      <h2 id="promotion-usage" className="text-base font-semibold">
        {t('promotions.usage')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-neutral-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-neutral-600">{t('promotions.usageNote')}</p>
    </section>
  );
}
