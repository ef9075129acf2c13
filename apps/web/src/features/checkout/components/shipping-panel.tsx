import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import {
  ShippingMethodPicker,
  setCartShippingMethod,
  useShippingMethods,
} from '../../shipping/index.ts';
import {
  type ErrorsSetter,
  type HeadingRef,
  headingClass,
  panelClass,
  useCartChoice,
} from './panel-parts.ts';

/**
 * Step 3: the shipping methods for the shipping address, priced for this cart. While the cart has
 * no method, the shop's default one (isDefault, set in the back office) is chosen for the shopper
 * when it delivers to the address, once per address: a refusal or another choice is not
 * overridden.
 */
export function ShippingPanel({
  addressId,
  subTotal,
  selectedId,
  headingRef,
  onChosen,
  onErrors,
}: {
  addressId: number;
  subTotal: number;
  selectedId: number | null;
  headingRef: HeadingRef;
  /** byShopper: false for the default chosen for the shopper. */
  onChosen: (id: number, fees: number, byShopper: boolean) => void;
  onErrors: ErrorsSetter;
}) {
  const { t } = useTranslation();
  const methods = useShippingMethods({ addressId }, subTotal);
  const { choose, pending, error, failure } = useCartChoice({
    field: 'shippingMethod',
    // The server keeps its own figure: it checks the amount against the method.
    save: (id) => {
      const method = methods.data?.find((m) => m.shippingMethodId === id);
      return setCartShippingMethod(id, { shippingAmount: method?.price ?? 0 });
    },
    onErrors,
    onSaved: (id, cart, byShopper) =>
      onChosen(
        id,
        cart?.shippingAmount ?? methods.data?.find((m) => m.shippingMethodId === id)?.price ?? 0,
        byShopper,
      ),
  });

  const preselectedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!methods.data || selectedId !== null || pending !== null) return;
    if (preselectedFor.current === addressId) return;
    preselectedFor.current = addressId;
    const preferred = methods.data.find((m) => m.isDefault);
    if (preferred) void choose(preferred.shippingMethodId, { byShopper: false });
  }, [methods.data, selectedId, pending, addressId, choose]);

  return (
    <section aria-labelledby="checkout-step-3" className={panelClass}>
      <h2 id="checkout-step-3" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('checkout.method.title')}
      </h2>
      <div className="mt-4">
        {methods.isPending ? (
          <p role="status" className="text-neutral-700">
            {t('checkout.method.loading')}
          </p>
        ) : methods.isError ? (
          <FormAlert message={failure(methods.error)} />
        ) : methods.data.length === 0 ? (
          <p className="text-neutral-700">{t('checkout.method.none')}</p>
        ) : (
          <ShippingMethodPicker
            methods={methods.data}
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
