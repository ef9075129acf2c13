import { CheckoutView } from '../../features/checkout/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /checkout (spec 4 Checkout stepper, spec 2 Checkout flow panels): cart review, billing and
 * shipping addresses, shipping method, payment, and the order (features/checkout).
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'), { withShopName: true });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t('checkout.title')}
      </h1>
      <CheckoutView />
    </div>
  );
}
