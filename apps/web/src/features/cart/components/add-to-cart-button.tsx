import { routes } from '@storefront/contracts/routes';
import { ArrowRight, LoaderCircle, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../i18n/catalogue-store.ts';
import { useAddCartItem } from '../api/add-cart-item.ts';
import type { LinePreview } from '../optimistic-cart.ts';

interface AddToCartButtonProps {
  productId: number;
  variationId: number | null;
  quantity: number;
  /** False disables the button and shows `unavailableReason` under it (when there is one). */
  inStock: boolean;
  /** Why it cannot be added; null while the page is still finding out (a price being asked). */
  unavailableReason: string | null;
  /** Read when pressed: what the cart shows for the new line until the server answers. */
  preview: () => LinePreview | undefined;
}

/**
 * The product page's 'Add to cart' (spec 7 POST cart-items) with the chosen variation and
 * quantity. The header count moves at once; once the server agrees a toast says so and a
 * 'View cart' link appears beside the button (a link in a toast that goes away on its own is
 * hard to reach by keyboard, so it is here, where the shopper already is).
 *
 * Renders a fragment: the buttons sit in the page's quantity row, the message under them.
 */
export function AddToCartButton({
  productId,
  variationId,
  quantity,
  inStock,
  unavailableReason,
  preview,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const add = useAddCartItem();
  const [added, setAdded] = useState(false);
  const reasonId = useId();
  const disabled = !inStock || add.isPending;

  return (
    <>
      <button
        type="button"
        aria-disabled={disabled || undefined}
        aria-describedby={!inStock && unavailableReason ? reasonId : undefined}
        onClick={() => {
          if (disabled) return;
          setAdded(false);
          add.mutate(
            { productId, variationId, quantity, preview: preview() },
            {
              onSuccess: () => {
                setAdded(true);
                void showToast('success', t('cart.add.added'));
              },
            },
          );
        }}
        className="inline-flex h-11 min-w-44 flex-1 items-center justify-center gap-2 rounded-xl bg-primary-strong px-6 font-semibold text-white transition hover:brightness-90 aria-disabled:cursor-not-allowed aria-disabled:bg-neutral-300 aria-disabled:text-neutral-700 aria-disabled:hover:brightness-100 sm:flex-none"
      >
        {add.isPending ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
        ) : (
          <ShoppingCart aria-hidden className="size-5 rtl:-scale-x-100" />
        )}
        {add.isPending ? t('cart.add.adding') : t('cart.add.button')}
      </button>
      {!inStock && unavailableReason && (
        <p id={reasonId} className="basis-full text-sm text-neutral-700">
          {unavailableReason}
        </p>
      )}
      {inStock && added && (
        <p className="flex basis-full flex-wrap items-center gap-x-2 text-sm text-green-800">
          {t('cart.add.added')}
          <Link
            to={routes.cart}
            className="inline-flex items-center gap-1 font-semibold text-primary-strong underline underline-offset-4"
          >
            {t('cart.add.viewCart')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      )}
    </>
  );
}
