import type { ProductDetail } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import { ArrowRight, LoaderCircle, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useAddProductLine } from '../hooks/use-add-product-line.ts';

interface AddToCartButtonProps {
  /** The product page's product. */
  product: ProductDetail;
  /** The variation the chosen attributes make; null for a product without variations. */
  variationId: number | null;
  /** The quantity chosen, already within 1..stock (at most MAX_LINE_QUANTITY). */
  quantity: number;
  /** False disables the button and says why under it. */
  inStock: boolean;
  /** A price is still being asked: the button is only disabled, so no reason flashes. */
  checking: boolean;
}

/**
 * The product page's 'Add to cart' (spec 7 POST cart-items) with the chosen variation and
 * quantity. The header count moves at once; once the server agrees a toast says so and a
 * 'View cart' link appears beside the button (a link in a toast that goes away on its own is
 * hard to reach by keyboard, so it is here, where the shopper already is). When the choice
 * cannot be bought it is disabled with its reason, except while get-price is still being asked,
 * so no reason flashes at every change of option.
 *
 * Renders a fragment: the buttons sit in the page's quantity row, the message under them.
 */
export function AddToCartButton({
  product,
  variationId,
  quantity,
  inStock,
  checking,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const unavailableReason =
    inStock || checking
      ? null
      : t(product.hasVariations ? 'cart.add.unavailable' : 'cart.add.soldOut');
  const add = useAddProductLine();
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
          add.addLine(product, variationId, quantity, () => setAdded(true));
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
