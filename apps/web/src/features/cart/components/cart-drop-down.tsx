import type { CartItem } from '@storefront/contracts/cart';
import { routes } from '@storefront/contracts/routes';
import { ArrowRight, RotateCw, ShoppingCart, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { TextWithPrice } from '../../../shared/ui/text-with-price.tsx';
import { useCart } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { isProvisional } from '../optimistic-cart.ts';
import { attributesText } from './cart-line.tsx';
import { LineStock } from './line-stock.tsx';

interface CartDropDownProps {
  /** Called when a link inside is followed, so the drop-down closes. */
  onNavigate: () => void;
  /** Above the sub-total: the way to free delivery, from the shipping feature (issue 29). */
  freeDelivery?: ReactNode;
}

/**
 * The content of the header's cart drop-down (spec 2): with an empty cart the spec's sentence;
 * otherwise the item count, a scrolling list (picture, name link, quantity and unit price, the
 * stock notice of a line short of stock with its fix, a remove button), the sub-total, 'Go to
 * cart' and, beside it, Checkout (issue 29).
 */
export function CartDropDown({ onNavigate, freeDelivery }: CartDropDownProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const remove = useRemoveCartItem();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** The position of the line just removed: focus goes to the one that takes its place. */
  const removedAt = useRef<number | null>(null);
  const items = cart.data?.items;

  useEffect(() => {
    const index = removedAt.current;
    if (index === null || !items) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? emptyRef.current)?.focus();
  }, [items]);

  if (cart.isPending) {
    return (
      <div role="status" className="space-y-3 p-4">
        <span className="sr-only">{t('app.loading')}</span>
        {[1, 2].map((n) => (
          <div key={n} aria-hidden className="flex animate-pulse gap-3">
            <div className="size-14 rounded-lg bg-neutral-100" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-3 w-4/5 rounded bg-neutral-200" />
              <div className="h-3 w-1/3 rounded bg-neutral-200" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (cart.isError) {
    return (
      <div role="alert" className="p-4 text-sm text-red-800">
        <p>{t('cart.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void cart.refetch()}
          className="mt-3 inline-flex items-center gap-1.5 rounded-full border border-red-300 px-3 py-1.5 font-semibold hover:bg-red-50"
        >
          <RotateCw aria-hidden className="size-3.5" />
          {t('app.error.retry')}
        </button>
      </div>
    );
  }

  const data = cart.data;
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <ShoppingCart aria-hidden className="size-9 text-neutral-400 rtl:-scale-x-100" />
        <p ref={emptyRef} tabIndex={-1} className="text-neutral-800 outline-none">
          {t('cart.empty')}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col">
      <p className="px-4 pt-1 pb-2 text-sm text-neutral-600">
        {t('cart.itemCount', { count: data.itemCount })}
      </p>
      <ul
        ref={listRef}
        aria-label={t('cart.dropDown.items')}
        className="max-h-[min(20rem,50vh)] divide-y divide-neutral-100 overflow-y-auto overscroll-contain border-y border-neutral-100 px-4"
      >
        {data.items.map((item, index) => (
          <DropDownLine
            key={item.itemId}
            item={item}
            onNavigate={onNavigate}
            onRemove={() => {
              removedAt.current = index;
              remove.mutate(item);
            }}
          />
        ))}
      </ul>
      <div className="space-y-3 p-4">
        {freeDelivery}
        <p className="flex items-baseline justify-between gap-4 font-semibold text-neutral-900">
          <span>{t('cart.subTotal')}</span>
          <Price minor={data.subTotal} />
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Link
            to={routes.cart}
            onClick={onNavigate}
            className="flex items-center justify-center rounded-full border border-neutral-300 bg-white px-4 py-2.5 text-center text-sm font-semibold text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50"
          >
            {t('cart.dropDown.goToCart')}
          </Link>
          <Link
            to={routes.checkout}
            onClick={onNavigate}
            className="flex items-center justify-center gap-2 rounded-full bg-primary-strong px-4 py-2.5 text-center text-sm font-semibold text-white hover:brightness-90"
          >
            {t('cart.dropDown.checkout')}
            <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </div>
  );
}

function DropDownLine({
  item,
  onNavigate,
  onRemove,
}: {
  item: CartItem;
  onNavigate: () => void;
  onRemove: () => void;
}) {
  const strings = useTranslation();
  const { t } = strings;
  const update = useUpdateCartItem();
  const pending = isProvisional(item);
  return (
    <li className="flex items-start gap-3 py-3">
      <LinePicture path={item.picturePath} alt={item.productName} size="sm" />
      <div className="min-w-0 flex-1">
        <Link
          to={routes.product(item.productId)}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-medium text-neutral-900 hover:underline"
        >
          {item.productName}
        </Link>
        {item.attributes.length > 0 && (
          <p className="mt-0.5 truncate text-xs text-neutral-600">
            {attributesText(item.attributes, strings)}
          </p>
        )}
        <p className="mt-1 text-xs text-neutral-700">
          {t('cart.line.quantity', { count: item.productQuantity })}
          {' · '}
          <TextWithPrice
            text={t('cart.line.each', {})}
            placeholder="price"
            minor={item.unitPrice}
          />
        </p>
        <LineStock
          item={item}
          onSet={(quantity) => update.mutate({ itemId: item.itemId, quantity })}
        />
      </div>
      <button
        type="button"
        data-remove
        aria-label={t('cart.line.remove', { name: item.productName })}
        disabled={pending}
        onClick={onRemove}
        className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-red-700 disabled:opacity-40"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}
