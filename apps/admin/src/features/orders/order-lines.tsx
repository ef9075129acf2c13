import { joinList } from '@storefront/contracts/list-format';
import type { OrderItem } from '@storefront/contracts/orders';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';

/** The order's lines as placed: picture, name, variation, quantity, unit price, line total. */
export function OrderLines({ items }: { items: readonly OrderItem[] }) {
  const { t, lang } = useI18n();
  return (
    <ul className="divide-y divide-neutral-100">
      {items.map((item) => (
        <li key={item.itemId} className="flex gap-3 py-3">
          {item.picturePath ? (
            <img
              src={item.picturePath}
              alt=""
              className="size-10 shrink-0 rounded border border-neutral-200 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="size-10 shrink-0 rounded border border-dashed border-neutral-300"
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-medium text-neutral-900">{item.productName}</p>
            {item.attributes.length > 0 && (
              <p className="text-sm text-neutral-700">
                {joinList(
                  item.attributes.map((a) => `${a.attributeName}: ${a.value}`),
                  lang,
                )}
              </p>
            )}
            <p className="text-sm text-neutral-600">
              {t('order.quantity', { count: item.quantity })} · {t('order.unitPrice')}{' '}
              <Amount fils={item.unitPrice} />
            </p>
            {item.itemNotes && (
              <p className="text-sm text-neutral-600">
                {t('order.itemNote', { note: item.itemNotes })}
              </p>
            )}
          </div>
          <p className="shrink-0 font-medium tabular-nums">
            <Amount fils={item.lineTotal} />
          </p>
        </li>
      ))}
    </ul>
  );
}
