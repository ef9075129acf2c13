import type { Address } from '@storefront/contracts/addresses';
import { groupPhone } from '@storefront/contracts/phone-format';
import { LoaderCircle, Pencil, Star } from 'lucide-react';
import { useId } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useSetDefaultAddress } from '../api/save-address.ts';
import { useAddressLines } from '../hooks/use-address-lines.ts';
import { actionButtonClass } from './address-card-styles.ts';
import { DeleteAddressButton } from './delete-address-button.tsx';

export interface AddressCardProps {
  address: Address;
  /** The Edit button's id, so the book can give it focus back after a change. */
  editButtonId: string;
  onEdit: () => void;
  onDefaultSet: () => void;
  onDeleted: () => void;
}

/**
 * One saved address of the address book: the name (and "Default"), the address lines in the
 * page's language, the phone kept left to right in Arabic, and its actions. Every action names
 * the address it acts on through aria-describedby, since each card's buttons read alike.
 */
export function AddressCard({
  address,
  editButtonId,
  onEdit,
  onDefaultSet,
  onDeleted,
}: AddressCardProps) {
  const { t } = useTranslation();
  const lines = useAddressLines()(address);
  const setDefault = useSetDefaultAddress();
  const titleId = useId();
  const linesId = useId();
  const describedBy = `${titleId} ${linesId}`;

  const makeDefault = async () => {
    if (setDefault.isPending) return;
    try {
      await setDefault.mutateAsync(address);
    } catch {
      void showToast('error', t('addresses.book.defaultFailed'));
      return;
    }
    onDefaultSet();
  };

  return (
    <>
      <div id={titleId} className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-neutral-900">{address.fullName}</h2>
        {address.isDefault && (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
            {t('addresses.picker.default')}
          </span>
        )}
      </div>
      <address id={linesId} className="mt-1 space-y-0.5 text-sm not-italic text-neutral-700">
        {lines.details && <p>{lines.details}</p>}
        <p>{lines.place}</p>
        <p>
          <bdi dir="ltr">{groupPhone(address.phone)}</bdi>
        </p>
        {address.email && (
          <p>
            <bdi dir="ltr">{address.email}</bdi>
          </p>
        )}
        {address.note && <p className="text-neutral-600">{address.note}</p>}
      </address>
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-neutral-100 pt-3">
        <button
          id={editButtonId}
          type="button"
          aria-describedby={describedBy}
          onClick={onEdit}
          className={actionButtonClass}
        >
          <Pencil aria-hidden className="size-4" />
          {t('addresses.book.edit')}
        </button>
        {!address.isDefault && (
          <button
            type="button"
            aria-describedby={describedBy}
            aria-disabled={setDefault.isPending || undefined}
            onClick={() => void makeDefault()}
            className={actionButtonClass}
          >
            {setDefault.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Star aria-hidden className="size-4" />
            )}
            {setDefault.isPending
              ? t('addresses.book.settingDefault')
              : t('addresses.book.setDefault')}
          </button>
        )}
        <DeleteAddressButton address={address} describedBy={describedBy} onDeleted={onDeleted} />
      </div>
    </>
  );
}
