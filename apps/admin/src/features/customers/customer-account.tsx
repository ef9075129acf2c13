import { isApiError } from '@storefront/client/api-error';
import type { AdminCustomer } from '@storefront/contracts/admin-customers';
import { useState } from 'react';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { dangerButtonClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import { useSetCustomerActive } from './api/set-customer-active.ts';

/**
 * Whether the account may sign in, and with customers.write the one button that changes it,
 * after a confirmation: deactivating signs the customer out everywhere at once.
 */
export function CustomerAccount({
  customer,
  name,
}: {
  customer: AdminCustomer['customer'];
  name: string;
}) {
  const { t, lang } = useI18n();
  const canWrite = useCan('customers.write');
  const change = useSetCustomerActive(customer.id);
  const [done, setDone] = useState('');
  const active = customer.status === 'active';
  const failed = change.error
    ? isApiError(change.error)
      ? change.error.message
      : t('common.failed')
    : undefined;

  const toggle = () => {
    const question = active ? 'customer.confirmDeactivate' : 'customer.confirmReactivate';
    if (!window.confirm(t(question, { name }))) return;
    setDone('');
    change.mutate(!active, {
      onSuccess: (answer) =>
        setDone(
          answer.customer.status === 'active'
            ? t('customer.reactivated')
            : t('customer.deactivated'),
        ),
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        {customer.deactivatedAt
          ? t('customer.deactivatedSince', { date: formatDateTime(customer.deactivatedAt, lang) })
          : t('customer.active')}
      </p>
      {canWrite ? (
        <>
          <FormAlert message={failed} />
          <button
            type="button"
            className={active ? dangerButtonClass : primaryButtonClass}
            disabled={change.isPending}
            onClick={toggle}
          >
            {active ? t('customer.deactivate') : t('customer.reactivate')}
          </button>
        </>
      ) : (
        <p className="text-sm text-neutral-600">{t('customer.readOnly')}</p>
      )}
      <p role="status" className="text-sm text-neutral-700">
        {done}
      </p>
    </div>
  );
}
