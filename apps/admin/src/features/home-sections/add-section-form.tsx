import { useEffect, useId, useState } from 'react';
import { TextField } from '../../shared/ui/field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import type { EditName, HomeKind } from './layout.ts';
import { useHomeI18n } from './text.ts';

const KINDS: readonly HomeKind[] = ['product', 'category'];

/**
 * A new section's names and kind (products or categories: fixed once added). The English name
 * takes the focus; Escape cancels; a missing English name is said under its field.
 */
export function AddSectionForm({
  maxLength,
  onAdd,
  onCancel,
}: {
  maxLength: number;
  onAdd: (kind: HomeKind, name: EditName) => void;
  onCancel: () => void;
}) {
  const { t } = useHomeI18n();
  const id = useId();
  const [en, setEn] = useState('');
  const [ar, setAr] = useState('');
  const [kind, setKind] = useState<HomeKind>('product');
  const [checked, setChecked] = useState(false);
  const missing = checked && !en.trim() ? t('homeSections.nameRequired') : undefined;

  useEffect(() => {
    document.getElementById(`${id}-en`)?.focus();
  }, [id]);

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-md border border-neutral-300 bg-neutral-50 p-3 sm:p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!en.trim()) {
          document.getElementById(`${id}-en`)?.focus();
          return;
        }
        onAdd(kind, { en: en.trim(), ar: ar.trim() });
      }}
    >
      <h2 id={`${id}-heading`} className="font-semibold text-neutral-900">
        {t('homeSections.newSection')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-en`}
          label={t('homeSections.nameEn')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          aria-required="true"
          maxLength={maxLength}
          value={en}
          error={missing}
          onChange={(event) => setEn(event.currentTarget.value)}
        />
        <TextField
          id={`${id}-ar`}
          label={t('homeSections.nameAr')}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          maxLength={maxLength}
          value={ar}
          onChange={(event) => setAr(event.currentTarget.value)}
        />
      </div>
      <fieldset aria-describedby={`${id}-kind-hint`}>
        <legend className="text-sm font-medium text-neutral-800">{t('homeSections.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {KINDS.map((each) => (
            <div key={each} className="flex items-center gap-2">
              <input
                id={`${id}-kind-${each}`}
                type="radio"
                name={`${id}-kind`}
                value={each}
                checked={kind === each}
                onChange={() => setKind(each)}
                className="size-4 accent-primary-strong"
              />
              <label htmlFor={`${id}-kind-${each}`} className="text-sm text-neutral-800">
                {t(`homeSections.kind.${each}`)}
              </label>
            </div>
          ))}
        </div>
        <p id={`${id}-kind-hint`} className="mt-1 text-xs text-neutral-600">
          {t('homeSections.kindHint')}
        </p>
      </fieldset>
      <p className="text-xs text-neutral-600">{t('homeSections.newSectionHint')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass}>
          {t('homeSections.addSection')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
