import { useSearchParams } from 'react-router';
import { PaymentResult, PlacedOrderResult } from '../../features/payments/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /checkout/result (issue 6): where an order ends. ?reference=… is a card payment's outcome
 * (the gateway's callback sends the browser here); ?orderId=… a cash on delivery order placed.
 */
export default function CheckoutResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const orderId = params.get('orderId');
  useDocumentTitle(t('payments.result.title'), { withShopName: true });

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {reference ? (
        <PaymentResult key={reference} reference={reference} />
      ) : orderId && /^\d+$/.test(orderId) ? (
        <PlacedOrderResult key={orderId} orderId={orderId} />
      ) : (
        <div className="rounded-2xl border border-neutral-200 p-6">
          <h1 className="text-2xl font-bold text-neutral-900">{t('payments.result.title')}</h1>
          <p className="mt-3 text-neutral-700">{t('payments.result.missing')}</p>
        </div>
      )}
    </div>
  );
}
