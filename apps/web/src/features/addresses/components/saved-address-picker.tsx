import type { Address } from '@storefront/contracts/addresses';
import { groupPhone } from '@storefront/contracts/phone-format';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useAddressLines } from '../hooks/use-address-lines.ts';

export interface SavedAddressPickerProps {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onAddNew: () => void;
  /** A guest's addresses are the ones typed in this checkout: not "saved", none "default". */
  isGuest?: boolean;
}

/**
 * The shopper's saved addresses as radio cards (one group, arrow keys move between them), and
 * a button to add a new one. Choosing one calls onSelect with its id.
 */
export function SavedAddressPicker({
  addresses,
  selectedId,
  onSelect,
  onAddNew,
  isGuest = false,
}: SavedAddressPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const linesOf = useAddressLines();

  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-base font-semibold text-neutral-900">
        {t(isGuest ? 'addresses.picker.guestLabel' : 'addresses.picker.label')}
      </legend>
      {addresses.length === 0 && <p className="text-neutral-700">{t('addresses.picker.empty')}</p>}
      {addresses.map((address) => {
        const lines = linesOf(address);
        return (
          <label
            key={address.addressId}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 bg-white p-4 transition-colors hover:border-neutral-400 has-checked:border-primary-strong has-checked:ring-1 has-checked:ring-primary-strong has-focus-visible:outline-2 has-focus-visible:outline-primary-strong"
          >
            <input
              type="radio"
              name={name}
              value={address.addressId}
              checked={selectedId === address.addressId}
              onChange={() => onSelect(address.addressId)}
              className="mt-1 size-4 shrink-0 accent-primary-strong"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
                {address.fullName}
                {address.isDefault && !isGuest && (
                  <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                    {t('addresses.picker.default')}
                  </span>
                )}
              </span>
              <span className="block text-sm text-neutral-700">{lines.place}</span>
              {lines.details && (
                <span className="block text-sm text-neutral-700">{lines.details}</span>
              )}
              <span className="block text-sm text-neutral-700">
                <bdi dir="ltr">{groupPhone(address.phone)}</bdi>
              </span>
            </span>
          </label>
        );
      })}
      <button type="button" className={secondaryButtonClass} onClick={onAddNew}>
        <Plus aria-hidden className="size-4" />
        {t('addresses.picker.addNew')}
      </button>
    </fieldset>
  );
}
