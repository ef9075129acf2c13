import { joinList } from '@storefront/contracts/list-format';
import type { OrderItem } from '@storefront/contracts/orders';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { Price } from '../../../shared/ui/price.tsx';

/** The order's lines as placed, with their pictures (a placeholder while they load). */
export function OrderLines({ items }: { items: OrderItem[] | undefined }) {
  const { t, language } = useTranslation();
  if (!items) {
    return <div aria-hidden className="h-24 animate-pulse rounded-2xl bg-neutral-100" />;
  }
  return (
    <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
      {items.map((item) => (
        <li key={item.itemId} className="flex gap-4 p-4">
          <LinePicture path={item.picturePath} alt={item.productName} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-neutral-900">{item.productName}</p>
            {item.attributes.length > 0 && (
              <p className="text-sm text-neutral-600">
                {joinList(
                  item.attributes.map((a) => `${a.attributeName}: ${a.value}`),
                  language,
                )}
              </p>
            )}
            <p className="text-sm text-neutral-700">
              {t('orders.detail.quantity', { count: item.quantity })} ×{' '}
              <Price minor={item.unitPrice} className="whitespace-nowrap" />
            </p>
            {item.itemNotes && <p className="text-sm text-neutral-600">{item.itemNotes}</p>}
          </div>
          <Price
            minor={item.lineTotal}
            className="font-semibold whitespace-nowrap text-neutral-900"
          />
        </li>
      ))}
    </ul>
  );
}
