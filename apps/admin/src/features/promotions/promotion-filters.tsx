import {
  type AdminPromotionsQuery,
  PROMOTION_STATUSES,
} from '@storefront/contracts/admin-promotions';
import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { submittedParams } from '../../shared/filter-form.ts';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FilterActions } from '../../shared/ui/filter-actions.tsx';
import { readPromotionsQuery } from './promotions-query.ts';

/** Search by code and a status, applied together on submit (Enter in the search field too). */
export function PromotionFilters({
  value,
  onApply,
}: {
  value: AdminPromotionsQuery;
  onApply: (next: AdminPromotionsQuery) => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const params = submittedParams(event);
    onApply(readPromotionsQuery(params));
  };
  return (
    <form
      key={JSON.stringify(value)}
      aria-label={t('promotions.filters')}
      onSubmit={submit}
      className="grid gap-3 border-b border-neutral-200 p-3 sm:grid-cols-[2fr_1fr_auto]"
    >
      <TextField
        label={t('promotions.search')}
        hint={t('promotions.searchHint')}
        name="query"
        type="search"
        dir="ltr"
        autoCapitalize="characters"
        defaultValue={value.query ?? ''}
      />
      <SelectField label={t('promotions.status')} name="status" defaultValue={value.status ?? ''}>
        <option value="">{t('promotions.any')}</option>
        {PROMOTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`promotions.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <FilterActions className="flex items-start gap-2 sm:pt-6" onClear={() => onApply({})} />
    </form>
  );
}
