import { ShoppingCart } from 'lucide-react';
import { useAddProductLine } from '../../features/cart/index.ts';
import type { BarPurchase } from '../../features/catalogue/index.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * The phone's sticky bar's "Add to cart" (issue 29): the same line as the page's button (the
 * chosen variation and quantity, POST cart-items with the header count moving at once, the same
 * toast). When the choice cannot be bought, it takes the shopper back to the choice, where the
 * page says why, instead of being a disabled button with no room for a reason.
 */
export function BarCartButton({
  product,
  variationId,
  quantity,
  inStock,
  checking,
  showChoice,
}: BarPurchase) {
  const { t } = useTranslation();
  const add = useAddProductLine();
  const busy = add.isPending || checking;
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        if (!inStock) {
          showChoice();
          return;
        }
        add.addLine(product, variationId, quantity);
      }}
      className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-primary-strong px-5 font-semibold text-white transition hover:brightness-90 aria-disabled:opacity-70"
    >
      <ShoppingCart aria-hidden className="size-5 rtl:-scale-x-100" />
      {add.isPending ? t('cart.add.adding') : t('cart.add.button')}
    </button>
  );
}
