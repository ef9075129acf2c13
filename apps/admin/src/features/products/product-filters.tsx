import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductsQuery,
  STOCK_STATES,
} from '@storefront/contracts/admin-catalogue';
import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBrands } from '../../shared/api/list-brands.ts';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { submittedParams } from '../../shared/filter-form.ts';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { FilterActions } from '../../shared/ui/filter-actions.tsx';
import { readProductsQuery } from './products-query.ts';

/** Search, filters and sort, applied together on submit (Enter in the search field too). */
export function ProductFilters({
  value,
  onApply,
}: {
  value: AdminProductsQuery;
  onApply: (next: AdminProductsQuery) => void;
}) {
  const { t, lang } = useI18n();
  const categories = withDepth(useCategories().data ?? []);
  const brands = useBrands().data ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const params = submittedParams(event);
    onApply(readProductsQuery(params));
  };
  return (
    <form
      key={JSON.stringify(value)}
      aria-label={t('products.filters')}
      onSubmit={submit}
      className="grid gap-3 border-b border-neutral-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        className="sm:col-span-2"
        label={t('products.search')}
        hint={t('products.searchHint')}
        name="query"
        type="search"
        defaultValue={value.query ?? ''}
      />
      <SelectField
        label={t('products.category')}
        name="categoryId"
        defaultValue={String(value.categoryId ?? '')}
      >
        <option value="">{t('products.any')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {`${'— '.repeat(category.depth)}${inLanguage(category.name, lang)}`}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('products.brand')}
        name="brandId"
        defaultValue={String(value.brandId ?? '')}
      >
        <option value="">{t('products.any')}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {inLanguage(brand.name, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('products.published')}
        name="published"
        defaultValue={value.published ?? ''}
      >
        <option value="">{t('products.any')}</option>
        <option value="true">{t('products.publishedYes')}</option>
        <option value="false">{t('products.publishedNo')}</option>
      </SelectField>
      <SelectField label={t('products.stock')} name="stock" defaultValue={value.stock ?? ''}>
        <option value="">{t('products.any')}</option>
        {STOCK_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`stock.${state}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('products.sort')} name="sort" defaultValue={value.sort ?? 'newest'}>
        {ADMIN_PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col justify-end gap-2">
        <CheckboxField
          label={t('products.missingArabic')}
          name="missingArabic"
          value="true"
          defaultChecked={value.missingArabic === 'true'}
        />
        <CheckboxField
          label={t('products.archived')}
          name="archived"
          value="true"
          defaultChecked={value.archived === 'true'}
        />
      </div>
      <FilterActions
        className="flex items-end gap-2 sm:col-span-2 lg:col-span-4"
        onClear={() => onApply({})}
      />
    </form>
  );
}
