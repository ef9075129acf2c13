import { lazy, Suspense, useEffect } from 'react';
import { CartView, useCartCount } from '../../features/cart/index.ts';
import { loadFreeDeliveryProgress } from '../../features/shipping/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

const FreeDeliveryProgress = lazy(() =>
  loadFreeDeliveryProgress().then((module) => ({ default: module.FreeDeliveryProgress })),
);

/**
 * /cart (spec 2): the lines with their quantities, the way to free delivery, the promo code,
 * the order summary and the way to checkout. Every change shows at once and is confirmed by the
 * server (features/cart).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const count = useCartCount();
  useDocumentTitle(t('cart.title'), { withShopName: true });
  // The free-delivery line's code comes while the cart is read, not after.
  useEffect(() => {
    void loadFreeDeliveryProgress();
  }, []);

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
      <CartView
        freeDelivery={
          <Suspense fallback={null}>
            <FreeDeliveryProgress className="mb-4" />
          </Suspense>
        }
      />
    </div>
  );
}
