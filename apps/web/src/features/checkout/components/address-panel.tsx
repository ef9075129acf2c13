import type { Cart } from '@storefront/contracts/cart';
import type { CheckoutState, CheckoutStep } from '@storefront/contracts/checkout-stepper';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCustomer } from '../../accounts/index.ts';
import {
  AddressForm,
  SavedAddressPicker,
  setCartBillingAddress,
  setCartShippingAddress,
  useAddresses,
} from '../../addresses/index.ts';
import { useSession } from '../../sessions/index.ts';
import {
  type ErrorsSetter,
  type HeadingRef,
  headingClass,
  panelClass,
  useFailureMessage,
  useStoreCart,
} from './panel-parts.ts';

/**
 * Steps 1 and 2: the billing address, ship-to-same, and the shipping address when it differs.
 * A cart without an address gets the shopper's default one, as billing address with ship-to-same
 * (which ships there too), once; a new address starts with the account's name and phone.
 */
export function AddressPanel({
  state,
  headingRef,
  onBilling,
  onShipping,
  onSameToggled,
  onErrors,
}: {
  state: CheckoutState;
  headingRef: (step: CheckoutStep) => HeadingRef;
  /** byShopper: false for the default address chosen for the shopper. */
  onBilling: (id: number, byShopper: boolean) => void;
  onShipping: (id: number) => void;
  onSameToggled: (same: boolean) => void;
  onErrors: ErrorsSetter;
}) {
  const { t } = useTranslation();
  const { isGuest } = useSession();
  const addresses = useAddresses();
  const customer = useCustomer({ enabled: !isGuest });
  const prefill: Prefill =
    isGuest || !customer.data
      ? undefined
      : { fullName: customer.data.displayName, phone: customer.data.phone };
  // The form reads its starting values once: wait for the account before showing it.
  const loading = addresses.isPending || (!isGuest && customer.isPending);
  const failure = useFailureMessage();
  const storeCart = useStoreCart();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const sameId = useId();

  /** The addresses being saved on the cart: shown as chosen until the server answers. */
  const [pending, setPending] = useState<{ billing?: number; shipping?: number }>({});

  const save = async (work: () => Promise<Cart | undefined>, then: () => void) => {
    setSaving(true);
    setError(undefined);
    try {
      storeCart(await work());
      onErrors({});
      then();
    } catch (caught) {
      const message = failure(caught);
      setError(message);
      onErrors({ address: message });
    } finally {
      setSaving(false);
      setPending({});
    }
  };

  const chooseBilling = (id: number, byShopper = true) => {
    setPending({ billing: id });
    void save(
      async () => {
        const answered = await setCartBillingAddress(id);
        return state.shipToSameBillingAddress ? await setCartShippingAddress(id) : answered;
      },
      () => onBilling(id, byShopper),
    );
  };
  const preselected = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs its work once (the ref), with the chooser of that render
  useEffect(() => {
    if (preselected.current || !addresses.data) return;
    preselected.current = true;
    if (state.billingAddressId !== null || state.shippingAddressId !== null) return;
    const fallback = addresses.data.find((address) => address.isDefault);
    if (fallback) chooseBilling(fallback.addressId, false);
  }, [addresses.data, state.billingAddressId, state.shippingAddressId]);

  const chooseShipping = (id: number) => {
    setPending({ shipping: id });
    void save(
      () => setCartShippingAddress(id),
      () => onShipping(id),
    );
  };

  return (
    <section aria-labelledby="checkout-step-1" className={panelClass} aria-busy={saving}>
      <h2 id="checkout-step-1" ref={headingRef(1)} tabIndex={-1} className={headingClass}>
        {t('checkout.billing.title')}
      </h2>
      {isGuest && (
        <p className="mt-1 text-sm text-neutral-700">{t('checkout.billing.guestHint')}</p>
      )}
      <div className="mt-4">
        <AddressChooser
          isGuest={isGuest}
          addresses={addresses.data}
          loading={loading}
          prefill={prefill}
          selectedId={pending.billing ?? state.billingAddressId}
          onChoose={(id) => chooseBilling(id)}
        />
      </div>

      <div className="mt-6 flex items-center gap-3">
        <input
          id={sameId}
          type="checkbox"
          className="size-5 accent-primary-strong"
          checked={state.shipToSameBillingAddress}
          onChange={(event) => {
            const same = event.currentTarget.checked;
            if (same && state.billingAddressId !== null) {
              const billing = state.billingAddressId;
              void save(
                () => setCartShippingAddress(billing),
                () => onSameToggled(true),
              );
            } else {
              onSameToggled(same);
            }
          }}
        />
        <label htmlFor={sameId} className="font-medium text-neutral-900">
          {t('checkout.shipping.same')}
        </label>
      </div>

      <div className="mt-6 border-t border-neutral-200 pt-6">
        <h2 ref={headingRef(2)} tabIndex={-1} className={headingClass}>
          {t('checkout.shipping.title')}
        </h2>
        {state.shipToSameBillingAddress ? (
          <p className="mt-2 text-neutral-700">{t('checkout.shipping.sameNote')}</p>
        ) : (
          <div className="mt-4">
            <AddressChooser
              isGuest={isGuest}
              addresses={addresses.data}
              loading={loading}
              prefill={prefill}
              selectedId={pending.shipping ?? state.shippingAddressId}
              onChoose={chooseShipping}
            />
          </div>
        )}
      </div>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
    </section>
  );
}

type SavedAddresses = ReturnType<typeof useAddresses>['data'];
type Prefill = ComponentProps<typeof AddressForm>['prefill'];

/** The saved addresses to pick from, or the form for a new one (guests give email and phone). */
function AddressChooser({
  isGuest,
  addresses,
  loading,
  prefill,
  selectedId,
  onChoose,
}: {
  isGuest: boolean;
  addresses: SavedAddresses;
  loading: boolean;
  prefill: Prefill;
  selectedId: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  if (loading) {
    return (
      <p role="status" className="text-neutral-700">
        {t('checkout.address.loading')}
      </p>
    );
  }
  const saved = addresses ?? [];
  if (saved.length > 0 && !adding) {
    return (
      <SavedAddressPicker
        isGuest={isGuest}
        addresses={saved}
        selectedId={selectedId}
        onSelect={onChoose}
        onAddNew={() => setAdding(true)}
      />
    );
  }
  return (
    <AddressForm
      requireEmail={isGuest}
      prefill={prefill}
      onSaved={(address) => {
        setAdding(false);
        onChoose(address.addressId);
      }}
      onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
    />
  );
}
