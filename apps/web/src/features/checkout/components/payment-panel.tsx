import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import {
  PaymentMethodPicker,
  rememberedPaymentMethod,
  setCartPaymentMethod,
  usePaymentProviders,
} from '../../payments/index.ts';
import {
  type ErrorsSetter,
  type HeadingRef,
  headingClass,
  panelClass,
  useCartChoice,
} from './panel-parts.ts';

/**
 * Step 4: how the shopper pays. While the cart has none, the method of the shopper's last order
 * (remembered in this browser, features/payments remembered-method.ts) is chosen for them, once,
 * when it is still offered.
 */
export function PaymentPanel({
  selectedId,
  headingRef,
  onChosen,
  onErrors,
}: {
  selectedId: number | null;
  headingRef: HeadingRef;
  /** byShopper: false for the remembered method chosen for the shopper. */
  onChosen: (id: number, byShopper: boolean) => void;
  onErrors: ErrorsSetter;
}) {
  const { t } = useTranslation();
  const providers = usePaymentProviders();
  const { choose, pending, error, failure } = useCartChoice({
    field: 'paymentMethod',
    save: setCartPaymentMethod,
    onErrors,
    onSaved: (id, _cart, byShopper) => onChosen(id, byShopper),
  });

  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !providers.data || selectedId !== null || pending !== null) return;
    preselected.current = true;
    const remembered = rememberedPaymentMethod(providers.data);
    if (remembered) void choose(remembered.paymentMethodId, { byShopper: false });
  }, [providers.data, selectedId, pending, choose]);

  return (
    <section aria-labelledby="checkout-step-4" className={panelClass}>
      <h2 id="checkout-step-4" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('checkout.payment.title')}
      </h2>
      <div className="mt-4">
        {providers.isPending ? (
          <p role="status" className="text-neutral-700">
            {t('checkout.payment.loading')}
          </p>
        ) : providers.isError ? (
          <FormAlert message={failure(providers.error)} />
        ) : (
          <PaymentMethodPicker
            providers={providers.data}
            selectedId={pending ?? selectedId}
            onSelect={(id) => void choose(id)}
          />
        )}
      </div>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
    </section>
  );
}
