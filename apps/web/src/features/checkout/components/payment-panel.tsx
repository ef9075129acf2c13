import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import {
  PaymentMethodPicker,
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

/** Step 4: how the shopper pays. */
export function PaymentPanel({
  selectedId,
  headingRef,
  onChosen,
  onErrors,
}: {
  selectedId: number | null;
  headingRef: HeadingRef;
  onChosen: (id: number) => void;
  onErrors: ErrorsSetter;
}) {
  const { t } = useTranslation();
  const providers = usePaymentProviders();
  const { choose, pending, error, failure } = useCartChoice({
    field: 'paymentMethod',
    save: setCartPaymentMethod,
    onErrors,
    onSaved: (id) => onChosen(id),
  });

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
