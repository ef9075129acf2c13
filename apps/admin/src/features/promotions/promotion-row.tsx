import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { linkClass, tdClass } from '../../shared/ui/styles.ts';
import { DiscountText } from './discount-text.tsx';
import { PromotionStatusBadge } from './status-badge.tsx';

/** Columns a phone leaves out (the code's page has them all). */
export const WIDE_ONLY = 'hidden md:table-cell';
/** A phone's narrower cells: the four columns it keeps fit 375 px without scrolling. */
export const NARROW = 'max-md:px-2';
/** Each cell's class: the shared one, narrower on a phone. */
const td = `${tdClass} ${NARROW}`;

function Dates({ promotion }: { promotion: AdminPromotion }) {
  const { t, lang } = useI18n();
  if (!promotion.startsAt && !promotion.endsAt) return <>{t('promotions.always')}</>;
  return (
    <>
      {promotion.startsAt && (
        <span className="block">
          {t('promotions.from', { date: formatDateTime(promotion.startsAt, lang) })}
        </span>
      )}
      {promotion.endsAt && (
        <span className="block">
          {t('promotions.until', { date: formatDateTime(promotion.endsAt, lang) })}
        </span>
      )}
    </>
  );
}

export function PromotionRow({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useI18n();
  return (
    <tr>
      {/* On a phone a code of up to 11 characters keeps one line; a longer one wraps anywhere. */}
      <td className={`${td} max-md:min-w-[6rem]`}>
        <Link to={`/promotions/${promotion.id}`} className={`${linkClass} break-all font-mono`}>
          <bdi dir="ltr">{promotion.code}</bdi>
        </Link>
        {/* On a phone the discount rides under the code. */}
        <span className="mt-0.5 block text-xs text-neutral-600 md:hidden">
          <DiscountText promotion={promotion} />
        </span>
      </td>
      <td className={`${td} ${WIDE_ONLY}`}>
        <DiscountText promotion={promotion} />
        {promotion.minSubtotal > 0 && (
          <span className="block text-xs text-neutral-600">
            {t('promotions.minimumShort')} <Amount fils={promotion.minSubtotal} />
          </span>
        )}
      </td>
      <td className={td}>
        <PromotionStatusBadge status={promotion.status} />
      </td>
      <td className={`${td} ${WIDE_ONLY} text-xs text-neutral-700`}>
        <Dates promotion={promotion} />
      </td>
      <td className={`${td} tabular-nums`}>
        <bdi dir="ltr">{promotion.orders}</bdi>
        {promotion.usageLimit !== null && (
          <span className="block text-xs text-neutral-600">
            {t('promotions.usesOf', { count: promotion.usedCount, limit: promotion.usageLimit })}
          </span>
        )}
      </td>
      <td className={`${td} tabular-nums`}>
        <Amount fils={promotion.discountGiven} />
      </td>
    </tr>
  );
}
