import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomersQuery,
  CUSTOMER_STATUSES,
} from '@storefront/contracts/admin-customers';
import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { submittedParams } from '../../shared/filter-form.ts';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FilterActions } from '../../shared/ui/filter-actions.tsx';
import { readCustomersQuery } from './customers-query.ts';

/** Search, status and sort, applied together on submit (Enter in the search field too). */
export function CustomerFilters({
  value,
  onApply,
}: {
  value: AdminCustomersQuery;
  onApply: (next: AdminCustomersQuery) => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onApply(readCustomersQuery(submittedParams(event)));
  };
  return (
    <form
      key={JSON.stringify(value)}
      aria-label={t('customers.filters')}
      onSubmit={submit}
      className="grid gap-3 border-b border-neutral-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        className="sm:col-span-2"
        label={t('customers.search')}
        hint={t('customers.searchHint')}
        name="query"
        type="search"
        // A phone number or an email reads left to right, a name in Arabic right to left.
        dir="auto"
        defaultValue={value.query ?? ''}
      />
      <SelectField label={t('customers.status')} name="status" defaultValue={value.status ?? ''}>
        <option value="">{t('customers.any')}</option>
        {CUSTOMER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`customers.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('customers.sort')} name="sort" defaultValue={value.sort ?? 'newest'}>
        {ADMIN_CUSTOMER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`customers.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <FilterActions
        className="flex items-end gap-2 sm:col-span-2 lg:col-span-4"
        onClear={() => onApply({})}
      />
    </form>
  );
}
