import { applyServerError } from '@storefront/client/server-errors';
import type { AdminBrand, AdminProduct } from '@storefront/contracts/admin-catalogue';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Can } from '../../auth/require-permission.tsx';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBrands } from '../../shared/api/list-brands.ts';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormSection } from '../../shared/ui/form-section.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { primaryButtonClass } from '../../shared/ui/styles.ts';
import { useSaveProduct } from './api/save-product.ts';
import { type EditorValues, emptyEditor, fromProduct, toInput } from './editor-values.ts';
import { LocalizedPair } from './localized-pair.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { PicturesEditor } from './pictures-editor.tsx';
import { useFieldMessage } from './use-field-message.ts';
import { VariationsEditor } from './variations-editor.tsx';

const PAIRS = ['name', 'description', 'seoTitle', 'seoDescription'] as const;

/** Every field the API may name in a 400, so its message lands on the right input. */
function fieldPaths(values: EditorValues): Path<EditorValues>[] {
  const paths: string[] = ['sku', 'price', 'oldPrice', 'categoryId', 'brandId', 'initialStock'];
  for (const pair of PAIRS) paths.push(`${pair}.en`, `${pair}.ar`);
  values.options.forEach((option, i) => {
    paths.push(`options.${i}.name.en`, `options.${i}.name.ar`);
    option.values.forEach((_, j) => {
      paths.push(`options.${i}.values.${j}.value.en`, `options.${i}.values.${j}.value.ar`);
    });
  });
  values.variations.forEach((_, i) => {
    paths.push(
      `variations.${i}.sku`,
      `variations.${i}.price`,
      `variations.${i}.oldPrice`,
      `variations.${i}.values`,
      `variations.${i}.initialStock`,
    );
  });
  paths.push('options', 'variations', 'pictures');
  return paths as Path<EditorValues>[];
}

/**
 * The editor, once the categories and brands it chooses from have arrived: a select registered
 * before its options exist would lose the product's own category.
 */
export function ProductEditor({ product }: { product: AdminProduct | null }) {
  const categories = useCategories();
  const brands = useBrands();
  const failed = categories.isError ? categories : brands.isError ? brands : null;
  if (failed) return <LoadFailed error={failed.error} retry={() => void failed.refetch()} />;
  if (!categories.data || !brands.data) return <Loading />;
  return (
    <ProductForm product={product} categories={withDepth(categories.data)} brands={brands.data} />
  );
}

/**
 * The product document: texts as English | Arabic pairs, price in KD, SKU, category, brand,
 * published, options and variations, pictures. Saved whole (PUT replaces it); without
 * catalogue.write it is shown read-only, with no save button.
 */
function ProductForm({
  product,
  categories,
  brands,
}: {
  product: AdminProduct | null;
  categories: ReturnType<typeof withDepth>;
  brands: readonly AdminBrand[];
}) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const canWrite = useCan('catalogue.write');
  const save = useSaveProduct(product?.id ?? null);
  const form = useForm<EditorValues>({
    defaultValues: product ? fromProduct(product) : emptyEditor(),
    disabled: !canWrite,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // A new product's page opens after its first save: it says so too.
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [saved, setSaved] = useState(justCreated);
  const message = useFieldMessage(errors);
  const values = form.watch();
  const hasVariations = values.variations.length > 0;

  const submit = form.handleSubmit(async (current) => {
    const { input, problems } = toInput(current);
    if (!input) {
      let first = true;
      for (const [path, kind] of Object.entries(problems)) {
        form.setError(
          path as Path<EditorValues>,
          {
            type: 'client',
            message: kind === 'price' ? 'editor.badPrice' : 'editor.badStock',
          },
          { shouldFocus: first },
        );
        first = false;
      }
      return;
    }
    try {
      const result = await save.mutateAsync(input);
      form.reset(fromProduct(result));
      setSaved(true);
      if (!product) navigate(`/products/${result.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      applyServerError(error, form.setError, fieldPaths(current), {
        offline: t('common.offline'),
        generic: t('common.failed'),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <FormSection title={t('editor.texts')} id="texts-title">
        {PAIRS.map((pair) => (
          <LocalizedPair
            key={pair}
            label={t(`editor.${pair}`)}
            en={form.register(`${pair}.en`)}
            ar={form.register(`${pair}.ar`)}
            values={values[pair]}
            errors={{ en: message(`${pair}.en`), ar: message(`${pair}.ar`) }}
            multiline={pair === 'description' || pair === 'seoDescription'}
          />
        ))}
      </FormSection>
      <FormSection title={t('editor.details')} id="details-title">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t('products.sku')}
            dir="ltr"
            error={message('sku')}
            {...form.register('sku')}
          />
          <TextField
            label={t('editor.priceKd')}
            hint={hasVariations ? t('editor.priceFromVariations') : t('editor.priceHint')}
            dir="ltr"
            inputMode="decimal"
            readOnly={hasVariations}
            error={message('price')}
            {...form.register('price')}
          />
          <TextField
            label={t('editor.oldPriceKd')}
            hint={t('editor.oldPriceHint')}
            dir="ltr"
            inputMode="decimal"
            error={message('oldPrice')}
            {...form.register('oldPrice')}
          />
          <SelectField
            label={t('products.category')}
            error={message('categoryId')}
            {...form.register('categoryId')}
          >
            <option value="">{t('editor.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(category.depth)}${inLanguage(category.name, lang)}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('products.brand')}
            error={message('brandId')}
            {...form.register('brandId')}
          >
            <option value="">{t('editor.noBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {inLanguage(brand.name, lang)}
              </option>
            ))}
          </SelectField>
          {!hasVariations && (
            <TextField
              label={t('editor.stock')}
              hint={product ? t('editor.stockExisting') : t('editor.stockNew')}
              dir="ltr"
              inputMode="numeric"
              readOnly={product !== null}
              error={message('initialStock')}
              {...form.register('initialStock')}
            />
          )}
        </div>
        <CheckboxField label={t('editor.publishedLabel')} {...form.register('published')} />
      </FormSection>
      <FormSection title={t('editor.optionsTitle')} id="options-title">
        <p className="text-sm text-neutral-600">{t('editor.optionsHint')}</p>
        <OptionsEditor form={form} message={message} />
        <VariationsEditor form={form} message={message} />
      </FormSection>
      <FormSection title={t('editor.pictures')} id="pictures-title">
        <PicturesEditor form={form} />
      </FormSection>
      <Can permission="catalogue.write">
        <div className="sticky bottom-0 flex items-center gap-3 border-t border-neutral-200 bg-neutral-100/95 py-3">
          <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
            {isSubmitting ? t('editor.saving') : t('editor.save')}
          </button>
          <p role="status" className="text-sm text-neutral-700">
            {saved && !isDirty && !isSubmitting ? t('editor.saved') : ''}
          </p>
        </div>
      </Can>
    </form>
  );
}
