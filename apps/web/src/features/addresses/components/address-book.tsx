import type { Address } from '@storefront/contracts/addresses';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../../shared/ui/list-failed.tsx';
import { useAddresses } from '../api/get-addresses.ts';
import type { AddressPrefill } from '../schemas.ts';
import { AddressBookEmpty, AddressBookSkeleton } from './address-book-states.tsx';
import { AddressCard } from './address-card.tsx';
import { addressCardClass } from './address-card-styles.ts';
import { AddressForm } from './address-form.tsx';

export interface AddressBookProps {
  /** What a new address starts with: the account's name and phone. */
  prefill?: AddressPrefill | undefined;
}

/** Which form is open: a new address (addressId null), one being edited, or none (null). */
type Editing = { addressId: number | null } | null;

/**
 * The signed-in customer's address book (/account/addresses): the saved addresses, the default
 * first (the API's order), each with Edit, Set as default and Delete; "Add address" and Edit open
 * the address form the checkout uses, one at a time. Every change ends with a toast and puts
 * focus back where the shopper was (the Edit button of the address, or "Add address"), so a
 * keyboard or screen reader user is never left at the top of the page.
 */
export function AddressBook({ prefill }: AddressBookProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const baseId = useId();
  const addButtonId = `${baseId}-add`;
  const formHeadingId = `${baseId}-form`;
  const editButtonId = (addressId: number) => `${baseId}-edit-${addressId}`;

  // After the render that shows the target (the list read again, a form closed).
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const open = (addressId: number | null) => {
    setEditing({ addressId });
    setFocusTarget(formHeadingId);
  };
  const close = () => {
    setFocusTarget(editing?.addressId != null ? editButtonId(editing.addressId) : addButtonId);
    setEditing(null);
  };
  const saved = (address: Address, isNew: boolean) => {
    void showToast('success', t(isNew ? 'addresses.book.added' : 'addresses.book.saved'));
    setEditing(null);
    setFocusTarget(editButtonId(address.addressId));
  };

  const form = (initial?: Address) => (
    <AddressFormCard
      headingId={formHeadingId}
      title={t(initial ? 'addresses.form.title.edit' : 'addresses.form.title.add')}
    >
      <AddressForm
        key={initial?.addressId ?? 'new'}
        initial={initial}
        prefill={prefill}
        requireEmail={false}
        onSaved={(address) => saved(address, !initial)}
        onCancel={close}
      />
    </AddressFormCard>
  );

  const list = addresses.data;
  const adding = editing?.addressId === null;

  let content: ReactNode;
  if (list === undefined) {
    content = addresses.isError ? (
      <ListFailed
        message={t('addresses.book.loadFailed')}
        onRetry={() => void addresses.refetch()}
      />
    ) : (
      <AddressBookSkeleton />
    );
  } else if (list.length === 0) {
    content = adding ? null : (
      <AddressBookEmpty addButtonId={addButtonId} onAdd={() => open(null)} />
    );
  } else {
    content = (
      <ul aria-label={t('addresses.picker.label')} className="grid gap-4 md:grid-cols-2">
        {list.map((address) =>
          editing?.addressId === address.addressId ? (
            <li key={address.addressId} className="md:col-span-2">
              {form(address)}
            </li>
          ) : (
            <li key={address.addressId} className={addressCardClass}>
              <AddressCard
                address={address}
                editButtonId={editButtonId(address.addressId)}
                onEdit={() => open(address.addressId)}
                onDefaultSet={() => {
                  void showToast('success', t('addresses.book.defaultSet'));
                  setFocusTarget(editButtonId(address.addressId));
                }}
                onDeleted={() => {
                  void showToast('success', t('addresses.book.deleted'));
                  setFocusTarget(addButtonId);
                }}
              />
            </li>
          ),
        )}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      {list !== undefined && list.length > 0 && !adding && (
        <div className="flex justify-end">
          <button
            id={addButtonId}
            type="button"
            onClick={() => open(null)}
            className={primaryButtonClass}
          >
            <Plus aria-hidden className="size-5" />
            {t('addresses.book.add')}
          </button>
        </div>
      )}
      {adding && form()}
      <div aria-busy={addresses.isFetching}>{content}</div>
    </div>
  );
}

/** The form's card, with a heading that takes focus when the form opens. */
function AddressFormCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={addressCardClass}>
      <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}
