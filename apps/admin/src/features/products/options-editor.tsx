import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { iconButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { DEFAULT_SWATCH, type EditorValues } from './editor-values.ts';
import type { FieldMessage } from './use-field-message.ts';

function OptionValues({
  form,
  index,
  message,
}: {
  form: UseFormReturn<EditorValues>;
  index: number;
  message: FieldMessage;
}) {
  const { t } = useI18n();
  const values = useFieldArray({ control: form.control, name: `options.${index}.values` });
  const optionName = form.watch(`options.${index}.name.en`) || t('editor.option', { n: index + 1 });
  const colours = form.watch(`options.${index}.kind`) === 'color';
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {values.fields.map((field, j) => (
          <li
            key={field.id}
            className={`grid items-end gap-2 ${colours ? 'sm:grid-cols-[1fr_1fr_auto_auto]' : 'sm:grid-cols-[1fr_1fr_auto]'}`}
          >
            <TextField
              label={t('editor.valueEn', { option: optionName, n: j + 1 })}
              lang="en"
              dir="ltr"
              error={message(`options.${index}.values.${j}.value.en`)}
              {...form.register(`options.${index}.values.${j}.value.en`)}
            />
            <TextField
              label={t('editor.valueAr', { option: optionName, n: j + 1 })}
              lang="ar"
              dir="rtl"
              error={message(`options.${index}.values.${j}.value.ar`)}
              {...form.register(`options.${index}.values.${j}.value.ar`)}
            />
            {colours && (
              <label className="grid gap-1 text-sm font-medium">
                {t('editor.swatch', { option: optionName, n: j + 1 })}
                <input
                  type="color"
                  className="h-9 w-16 cursor-pointer rounded-md border border-neutral-300 bg-white"
                  {...form.register(`options.${index}.values.${j}.colorHex`)}
                />
              </label>
            )}
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t('editor.removeValue', { n: j + 1, option: optionName })}
              onClick={() => values.remove(j)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => values.append({ value: { en: '', ar: '' }, colorHex: DEFAULT_SWATCH })}
      >
        {t('editor.addValue', { option: optionName })}
      </button>
    </div>
  );
}

/** Options (Colour, Size) with their values in both languages; at most three. */
export function OptionsEditor({
  form,
  message,
}: {
  form: UseFormReturn<EditorValues>;
  message: FieldMessage;
}) {
  const { t } = useI18n();
  const options = useFieldArray({ control: form.control, name: 'options' });
  return (
    <div className="space-y-4">
      {options.fields.map((field, i) => (
        <fieldset key={field.id} className="space-y-3 rounded-md border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('editor.option', { n: i + 1 })}</legend>
          <div className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto_auto]">
            <TextField
              label={t('editor.optionNameEn')}
              lang="en"
              dir="ltr"
              error={message(`options.${i}.name.en`)}
              {...form.register(`options.${i}.name.en`)}
            />
            <TextField
              label={t('editor.optionNameAr')}
              lang="ar"
              dir="rtl"
              error={message(`options.${i}.name.ar`)}
              {...form.register(`options.${i}.name.ar`)}
            />
            <SelectField label={t('editor.optionKind')} {...form.register(`options.${i}.kind`)}>
              <option value="text">{t('editor.kindText')}</option>
              <option value="color">{t('editor.kindColor')}</option>
            </SelectField>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => options.remove(i)}
            >
              {t('editor.removeOption', { n: i + 1 })}
            </button>
          </div>
          <OptionValues form={form} index={i} message={message} />
        </fieldset>
      ))}
      {options.fields.length < 3 && (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            options.append({
              name: { en: '', ar: '' },
              kind: 'text',
              values: [{ value: { en: '', ar: '' }, colorHex: DEFAULT_SWATCH }],
            })
          }
        >
          {t('editor.addOption')}
        </button>
      )}
    </div>
  );
}
