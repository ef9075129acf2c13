import type { StockState } from '@storefront/contracts/admin-catalogue';
import { useI18n } from '../../i18n/i18n-context.tsx';

const tone: Record<StockState, string> = {
  in: 'bg-green-100 text-green-800',
  low: 'bg-amber-100 text-amber-900',
  out: 'bg-red-100 text-red-800',
};

export function StockBadge({ state, qty }: { state: StockState; qty: number }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-1.5">
      <bdi dir="ltr" className="tabular-nums">
        {qty}
      </bdi>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone[state]}`}>
        {t(`stock.${state}`)}
      </span>
    </span>
  );
}
