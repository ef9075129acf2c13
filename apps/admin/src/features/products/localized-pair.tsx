import type { UseFormRegisterReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextAreaField, TextField } from '../../shared/ui/field.tsx';

function MissingMark({ show, label }: { show: boolean; label: string }) {
  if (!show) return null;
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {label}
    </span>
  );
}

/**
 * One text as an English | Arabic pair side by side, each typed in its own direction; the side
 * that is empty while the other has text is marked "missing".
 */
export function LocalizedPair({
  label,
  en,
  ar,
  values,
  errors,
  multiline = false,
}: {
  label: string;
  en: UseFormRegisterReturn;
  ar: UseFormRegisterReturn;
  values: { en: string; ar: string };
  errors?: { en?: string | undefined; ar?: string | undefined };
  multiline?: boolean;
}) {
  const { t } = useI18n();
  const Field = multiline ? TextAreaField : TextField;
  const hasEn = values.en.trim() !== '';
  const hasAr = values.ar.trim() !== '';
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold text-neutral-900">{label}</legend>
      <Field
        label={t('editor.inEnglish', { field: label })}
        lang="en"
        dir="ltr"
        error={errors?.en}
        labelExtra={<MissingMark show={hasAr && !hasEn} label={t('editor.missingEnglish')} />}
        {...en}
      />
      <Field
        label={t('editor.inArabic', { field: label })}
        lang="ar"
        dir="rtl"
        error={errors?.ar}
        labelExtra={<MissingMark show={hasEn && !hasAr} label={t('editor.missingArabic')} />}
        {...ar}
      />
    </fieldset>
  );
}
