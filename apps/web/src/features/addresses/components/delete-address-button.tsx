import type { Address } from '@storefront/contracts/addresses';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { actionButtonClass } from './address-card-styles.ts';

export interface DeleteAddressButtonProps {
  address: Address;
  /** Ids of what names the address (its card's name and lines), for screen readers. */
  describedBy: string;
  /** Called once the address is gone from the server and from the list. */
  onDeleted: () => void;
}

/**
 * "Delete", asked twice like "Clear cart": the first press turns into the question with a
 * confirm and a cancel button (focus goes to cancel, the safe choice); cancel or Escape puts
 * the button back and focus on it.
 */
export function DeleteAddressButton({ address, describedBy, onDeleted }: DeleteAddressButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) buttonRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(address.addressId);
    } catch {
      void showToast('error', t('addresses.deleteFailed'));
      setAsking(false);
      return;
    }
    // The list was read again before the mutation settled: this card is about to go.
    onDeleted();
  };

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
        className={`${actionButtonClass} hover:text-red-800`}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('addresses.book.delete')}
      </button>
    );
  }

  return (
    <fieldset
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !remove.isPending) setAsking(false);
      }}
      className="flex basis-full flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <legend className="float-start text-sm font-medium text-red-900">
        {t('addresses.book.deleteQuestion')}
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-describedby={describedBy}
          aria-disabled={remove.isPending || undefined}
          onClick={() => void confirm()}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait"
        >
          {remove.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {remove.isPending ? t('addresses.book.deleting') : t('addresses.book.deleteConfirm')}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={() => {
            if (!remove.isPending) setAsking(false);
          }}
          className="inline-flex min-h-10 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-50"
        >
          {t('addresses.book.deleteCancel')}
        </button>
      </div>
    </fieldset>
  );
}
