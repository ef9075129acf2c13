import { isApiError } from '@storefront/client/api-error';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextField } from './field.tsx';
import { FormAlert } from './form-alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from './styles.ts';

export interface NamePair {
  en: string;
  ar?: string | undefined;
}

/**
 * A name in English and Arabic, side by side, for creating or renaming a category or a brand.
 * The API's field errors (`name.en`…) land under their inputs, anything else above them.
 */
export function NamePairForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  extra,
  label,
}: {
  initial?: NamePair;
  submitLabel: string;
  onSubmit: (name: NamePair, data: FormData) => Promise<unknown>;
  onCancel?: () => void;
  /** More fields (a parent, published). */
  extra?: ReactNode;
  label: string;
}) {
  const { t } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const en = String(data.get('en') ?? '').trim();
    const ar = String(data.get('ar') ?? '').trim();
    setMissing(!en);
    if (!en) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ en, ar: ar || undefined }, data);
      if (!initial) form.reset();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const fields = isApiError(error) ? error.fields : {};
  const field = (name: string) => fields[`name.${name}`] ?? fields[`body.name.${name}`];
  const general = isApiError(error)
    ? Object.keys(fields).length === 0
      ? error.message
      : undefined
    : error
      ? t('common.failed')
      : undefined;
  const enError = field('en') ?? (missing ? t('form.required') : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-2">
      <FormAlert message={general} />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label={t('names.en')}
          name="en"
          lang="en"
          dir="ltr"
          defaultValue={initial?.en ?? ''}
          error={enError}
        />
        <TextField
          label={t('names.ar')}
          name="ar"
          lang="ar"
          dir="rtl"
          defaultValue={initial?.ar ?? ''}
          error={field('ar')}
        />
      </div>
      {extra}
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
