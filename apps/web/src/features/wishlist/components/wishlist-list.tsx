import type { WishlistItem } from '@storefront/contracts/cart';
import { routes } from '@storefront/contracts/routes';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { attributesText, useAddCartItem } from '../../cart/index.ts';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item.ts';

const actionClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold';

/** The products of the wishlist, newest first, each with its price, stock and what to do next. */
export function WishlistList({ items }: { items: readonly WishlistItem[] }) {
  return (
    <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
      {items.map((item) => (
        <WishlistRow key={item.itemId} item={item} />
      ))}
    </ul>
  );
}

function WishlistRow({ item }: { item: WishlistItem }) {
  const strings = useTranslation();
  const { t } = strings;
  const name = { name: item.productName };
  const onSale = item.oldPrice !== null && item.oldPrice > item.price;
  return (
    <li className="flex gap-4 p-4 sm:items-center">
      <LinePicture path={item.picturePath} alt={item.productName} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-medium text-neutral-900">
            <Link
              to={routes.product(item.productId)}
              className="hover:underline focus-visible:underline"
            >
              {item.productName}
            </Link>
          </h2>
          {item.attributes.length > 0 && (
            <p className="text-sm text-neutral-600">{attributesText(item.attributes, strings)}</p>
          )}
          <p className="flex flex-wrap items-baseline gap-x-2">
            <Price minor={item.price} className="font-semibold text-neutral-900" />
            {onSale && (
              <s className="text-sm text-neutral-500">
                <span className="sr-only">{t('catalogue.oldPrice')} </span>
                <Price minor={item.oldPrice} />
              </s>
            )}
          </p>
          <p
            className={`text-sm font-medium ${item.inStock ? 'text-green-800' : 'text-neutral-700'}`}
          >
            {item.inStock ? t('wishlist.item.inStock') : t('wishlist.item.outOfStock')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MoveToCart item={item} />
          <RemoveButton itemId={item.itemId} label={t('wishlist.item.remove')} name={name.name} />
        </div>
      </div>
    </li>
  );
}

/**
 * Adds the product to the cart, then takes it off the wishlist. A product with variations and
 * none chosen goes to its page instead: the cart needs a variation.
 */
function MoveToCart({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  const addToCart = useAddCartItem();
  const remove = useRemoveWishlistItem();
  const name = { name: item.productName };

  if (item.hasVariations && item.variationId === null) {
    return (
      <Link
        to={routes.product(item.productId)}
        aria-label={t('wishlist.item.chooseOptionsNamed', name)}
        className={`${actionClass} border border-neutral-300 text-neutral-900 hover:bg-neutral-50`}
      >
        {t('wishlist.item.chooseOptions')}
      </Link>
    );
  }
  const move = () =>
    addToCart.mutate(
      {
        productId: item.productId,
        variationId: item.variationId,
        quantity: 1,
        preview: {
          productName: item.productName,
          picturePath: item.picturePath,
          unitPrice: item.price,
        },
      },
      {
        onSuccess: () =>
          remove.mutate(
            { itemId: item.itemId },
            { onSuccess: () => void showToast('success', t('wishlist.toast.moved', name)) },
          ),
      },
    );
  return (
    <button
      type="button"
      onClick={move}
      disabled={!item.inStock || item.itemId < 0 || addToCart.isPending}
      aria-label={t('wishlist.item.moveNamed', name)}
      className={`${actionClass} bg-primary-strong text-white hover:brightness-90 disabled:cursor-not-allowed disabled:opacity-50`}
    >
      <ShoppingCart aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('wishlist.item.moveToCart')}
    </button>
  );
}

function RemoveButton({ itemId, label, name }: { itemId: number; label: string; name: string }) {
  const { t } = useTranslation();
  const remove = useRemoveWishlistItem();
  return (
    <button
      type="button"
      onClick={() => remove.mutate({ itemId })}
      disabled={itemId < 0}
      aria-label={t('wishlist.button.removeNamed', { name })}
      className={`${actionClass} border border-neutral-300 text-neutral-800 hover:bg-neutral-50 disabled:opacity-50`}
    >
      <Trash2 aria-hidden className="size-4" />
      {label}
    </button>
  );
}
