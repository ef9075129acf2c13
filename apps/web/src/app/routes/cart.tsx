import { CartView, useCartCount } from '../../features/cart/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /cart (spec 2): the lines with their quantities, the promo code, the order summary and the
 * way to checkout. Every change shows at once and is confirmed by the server (features/cart).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const count = useCartCount();
  useDocumentTitle(t('cart.title'), { withShopName: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t('cart.title')}
        {count > 0 && (
          <span className="text-base font-medium text-neutral-600">
            {t('cart.itemCount', { count })}
          </span>
        )}
      </h1>
      <CartView />
    </div>
  );
}
