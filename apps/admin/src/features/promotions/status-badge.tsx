import type { PromotionStatus } from '@storefront/contracts/admin-promotions';
import { useI18n } from '../../i18n/i18n-context.tsx';

const tone: Record<PromotionStatus, string> = {
  active: 'bg-green-100 text-green-800',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-neutral-200 text-neutral-800',
  usedUp: 'bg-neutral-200 text-neutral-800',
  disabled: 'bg-red-100 text-red-800',
};

/** Where a code stands now, in words (the colour only repeats them). */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone[status]}`}
    >
      {t(`promotions.status.${status}`)}
    </span>
  );
}
