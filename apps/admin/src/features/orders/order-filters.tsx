import {
  type AdminOrderPage,
  type AdminOrdersQuery,
  PAYMENT_STATES,
} from '@storefront/contracts/admin-orders';
import { ORDER_STATUSES } from '@storefront/contracts/order-status';
import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { submittedParams } from '../../shared/filter-form.ts';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FilterActions } from '../../shared/ui/filter-actions.tsx';
import { OrderPlaceFilters } from './order-place-filters.tsx';
import { readOrdersQuery } from './orders-query.ts';

/**
 * Search and filters, applied together on submit (Enter in the search field too). The quick
 * view stays as it was: the tabs above choose it. The governorate narrows the area select
 * (OrderPlaceFilters).
 */
export function OrderFilters({
  value,
  choices,
  onApply,
}: {
  value: AdminOrdersQuery;
  choices: Pick<AdminOrderPage, 'paymentMethods' | 'shippingMethods'> | undefined;
  onApply: (next: AdminOrdersQuery) => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const params = submittedParams(event);
    onApply({ ...readOrdersQuery(params), ...(value.view && { view: value.view }) });
  };
  return (
    <form
      key={JSON.stringify(value)}
      aria-label={t('orders.filters')}
      onSubmit={submit}
      className="grid gap-3 border-b border-neutral-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        className="sm:col-span-2"
        label={t('orders.search')}
        hint={t('orders.searchHint')}
        name="query"
        type="search"
        // A phone number or an email reads left to right, a name in Arabic right to left.
        dir="auto"
        defaultValue={value.query ?? ''}
      />
      <SelectField label={t('orders.status')} name="status" defaultValue={value.status ?? ''}>
        <option value="">{t('orders.any')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orderStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('orders.paymentState')}
        name="paymentState"
        defaultValue={value.paymentState ?? ''}
      >
        <option value="">{t('orders.any')}</option>
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`paymentState.${state}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('orders.paymentMethod')}
        name="paymentMethodId"
        defaultValue={String(value.paymentMethodId ?? '')}
      >
        <option value="">{t('orders.any')}</option>
        {choices?.paymentMethods.map((method) => (
          <option key={method.id} value={method.id}>
            {method.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('orders.shippingMethod')}
        name="shippingMethodId"
        defaultValue={String(value.shippingMethodId ?? '')}
      >
        <option value="">{t('orders.any')}</option>
        {choices?.shippingMethods.map((method) => (
          <option key={method.id} value={method.id}>
            {method.name}
          </option>
        ))}
      </SelectField>
      <OrderPlaceFilters value={value} />
      <TextField
        label={t('orders.from')}
        name="from"
        type="date"
        dir="ltr"
        defaultValue={value.from ?? ''}
      />
      <TextField
        label={t('orders.to')}
        name="to"
        type="date"
        dir="ltr"
        defaultValue={value.to ?? ''}
      />
      <FilterActions
        className="flex items-end gap-2 sm:col-span-2"
        onClear={() => onApply(value.view ? { view: value.view } : {})}
      />
    </form>
  );
}
