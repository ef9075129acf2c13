import type { CartItem } from '@storefront/contracts/cart';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { isProvisional } from '../optimistic-cart.ts';

const fixButtonClass =
  'inline-flex min-h-9 items-center rounded-full border border-red-300 bg-white px-3 text-xs font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50';

/**
 * A line short of stock (spec 2's badge), in one wording wherever a line is shown (the cart page,
 * the drop-down, the checkout): "Only 1 left" with the button that sets the quantity to what is
 * left, or, with nothing left, "Out of stock: remove it to check out", with a Remove button where
 * the line has none of its own (`onRemove`). Nothing for a line in stock.
 */
export function LineStock({
  item,
  onSet,
  onRemove,
}: {
  item: CartItem;
  onSet: (quantity: number) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (item.inStock) return null;
  const left = item.activeQty;
  const busy = isProvisional(item);
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {left > 0 ? (
        <>
          <span>{t('cart.stock.onlyLeft', { count: left })}</span>
          <button
            type="button"
            disabled={busy}
            aria-label={t('cart.stock.setToFor', { count: left, name: item.productName })}
            onClick={() => onSet(left)}
            className={fixButtonClass}
          >
            {t('cart.stock.setTo', { count: left })}
          </button>
        </>
      ) : (
        <>
          <span>{t('cart.stock.soldOut')}</span>
          {onRemove && (
            <button
              type="button"
              disabled={busy}
              aria-label={t('cart.line.remove', { name: item.productName })}
              onClick={onRemove}
              className={fixButtonClass}
            >
              {t('cart.line.removeShort')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * LineStock with its fixes wired to the cart (for a page that shows lines without their own
 * quantity or remove controls: the checkout's review).
 */
export function CartLineStock({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  return (
    <LineStock
      item={item}
      onSet={(quantity) => update.mutate({ itemId: item.itemId, quantity })}
      onRemove={() => remove.mutate(item)}
    />
  );
}
