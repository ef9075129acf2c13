import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inputClass, secondaryButtonClass, tdClass, thClass } from '../../shared/ui/styles.ts';
import type { EditorValues } from './editor-values.ts';
import type { FieldMessage } from './use-field-message.ts';
import { combinationKey, combinations } from './variation-combinations.ts';

/**
 * The variations: "Generate" makes one per combination of the options' values (keeping those
 * that exist), then each has its SKU, price (KD), stock (new ones) and picture.
 */
export function VariationsEditor({
  form,
  message,
}: {
  form: UseFormReturn<EditorValues>;
  message: FieldMessage;
}) {
  const { t } = useI18n();
  const variations = useFieldArray({ control: form.control, name: 'variations' });
  const pictures = form.watch('pictures');
  const sku = form.watch('sku');
  const price = form.watch('price');

  const generate = () => {
    const options = form.getValues('options');
    const rows = combinations(
      options.map((option) => option.values.map(({ value }) => value.en.trim()).filter(Boolean)),
    );
    const existing = new Map(
      form
        .getValues('variations')
        .map((variation) => [combinationKey(variation.values), variation]),
    );
    form.setValue(
      'variations',
      rows.map(
        (values) =>
          existing.get(combinationKey(values)) ?? {
            sku: [sku, ...values].filter(Boolean).join('-').toUpperCase().replace(/\s+/g, '-'),
            price,
            oldPrice: '',
            initialStock: '0',
            values,
            picture: '',
          },
      ),
      { shouldDirty: true },
    );
  };

  const cellInput = `${inputClass} min-w-24`;
  return (
    <div className="space-y-3">
      <button type="button" className={secondaryButtonClass} onClick={generate}>
        {t('editor.generate')}
      </button>
      <p role="status" className="text-sm text-neutral-600">
        {t('editor.variationCount', { count: variations.fields.length })}
      </p>
      {message('variations') && (
        <p className="text-sm font-medium text-red-700">{message('variations')}</p>
      )}
      {variations.fields.length > 0 && (
        <div className="relative overflow-x-auto rounded-md border border-neutral-200">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{t('editor.variations')}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('editor.variation')}
                </th>
                <th scope="col" className={thClass}>
                  {t('products.sku')}
                </th>
                <th scope="col" className={thClass}>
                  {t('editor.priceKd')}
                </th>
                <th scope="col" className={thClass}>
                  {t('editor.oldPriceKd')}
                </th>
                <th scope="col" className={thClass}>
                  {t('editor.stock')}
                </th>
                <th scope="col" className={thClass}>
                  {t('editor.picture')}
                </th>
                <th scope="col" className={thClass}>
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variations.fields.map((field, i) => {
                const name = field.values.join(' / ');
                const error = (path: string) => message(`variations.${i}.${path}`);
                return (
                  <tr key={field.id}>
                    <th scope="row" className={`${tdClass} text-start font-medium`}>
                      {name}
                      {error('values') && (
                        <span className="block text-xs text-red-700">{error('values')}</span>
                      )}
                    </th>
                    <td className={tdClass}>
                      <input
                        aria-label={t('editor.variationSku', { name })}
                        dir="ltr"
                        className={cellInput}
                        aria-invalid={error('sku') ? true : undefined}
                        {...form.register(`variations.${i}.sku`)}
                      />
                      {error('sku') && (
                        <span className="block text-xs text-red-700">{error('sku')}</span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <input
                        aria-label={t('editor.variationPrice', { name })}
                        dir="ltr"
                        inputMode="decimal"
                        className={cellInput}
                        aria-invalid={error('price') ? true : undefined}
                        {...form.register(`variations.${i}.price`)}
                      />
                      {error('price') && (
                        <span className="block text-xs text-red-700">{error('price')}</span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <input
                        aria-label={t('editor.variationOldPrice', { name })}
                        dir="ltr"
                        inputMode="decimal"
                        className={cellInput}
                        aria-invalid={error('oldPrice') ? true : undefined}
                        {...form.register(`variations.${i}.oldPrice`)}
                      />
                      {error('oldPrice') && (
                        <span className="block text-xs text-red-700">{error('oldPrice')}</span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <input
                        aria-label={t('editor.variationStock', { name })}
                        dir="ltr"
                        inputMode="numeric"
                        readOnly={form.getValues(`variations.${i}.id`) !== undefined}
                        className={cellInput}
                        {...form.register(`variations.${i}.initialStock`)}
                      />
                    </td>
                    <td className={tdClass}>
                      <select
                        aria-label={t('editor.variationPicture', { name })}
                        className={cellInput}
                        {...form.register(`variations.${i}.picture`)}
                      >
                        <option value="">{t('editor.noPicture')}</option>
                        {pictures.map((picture, p) => (
                          <option key={picture.fileId} value={picture.fileId}>
                            {t('editor.pictureN', { n: p + 1 })}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={tdClass}>
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        onClick={() => variations.remove(i)}
                      >
                        {t('editor.removeVariation', { name })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
