import { isApiError } from '@storefront/client/api-error';
import { IMPORT_CSV_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from '@storefront/contracts/admin-imports';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CheckboxField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormSection } from '../../shared/ui/form-section.tsx';
import { primaryButtonClass } from '../../shared/ui/styles.ts';
import { useCreateImport } from './api/create-import.ts';

const MB = 1024 * 1024;
type Field = 'file' | 'pictures';

/**
 * The upload: the CSV, a ZIP of pictures, whether missing categories and brands are made.
 * Submitting checks the file (the dry run) and opens its report. What the form can tell before
 * sending (no file, too large) shows under the field; the API's refusal above the button, with
 * the field it names.
 */
export function UploadForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const upload = useCreateImport();
  const inputs = { file: useRef<HTMLInputElement>(null), pictures: useRef<HTMLInputElement>(null) };
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const labels: Record<Field, string> = {
    file: t('imports.file'),
    pictures: t('imports.pictures'),
  };
  const limits: Record<Field, number> = {
    file: IMPORT_CSV_MAX_BYTES / MB,
    pictures: IMPORT_ZIP_MAX_BYTES / MB,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    upload.reset();
    const createMissing = new FormData(event.currentTarget).get('createMissing') === 'on';
    const file = inputs.file.current?.files?.[0];
    const pictures = inputs.pictures.current?.files?.[0];
    const problems: Partial<Record<Field, string>> = {};
    if (!file) problems.file = t('imports.fileMissing');
    else if (file.size > IMPORT_CSV_MAX_BYTES) {
      problems.file = t('imports.tooLarge', { mb: limits.file });
    }
    if (pictures && pictures.size > IMPORT_ZIP_MAX_BYTES) {
      problems.pictures = t('imports.tooLarge', { mb: limits.pictures });
    }
    setLocal(problems);
    const first = (['file', 'pictures'] as const).find((field) => problems[field]);
    if (first || !file) {
      inputs[first ?? 'file'].current?.focus();
      return;
    }
    upload.mutate(
      { file, pictures, createMissing },
      { onSuccess: (report) => navigate(`/imports/${report.id}`) },
    );
  };

  const error = upload.error;
  const named = isApiError(error)
    ? (['file', 'pictures'] as const).filter((field) => error.fields[field])
    : [];
  const refusal = !error
    ? undefined
    : !isApiError(error)
      ? t('common.failed')
      : named.length > 0
        ? named
            .map((field) =>
              t('imports.fieldError', { field: labels[field], message: error.fields[field]! }),
            )
            .join(' ')
        : error.code === 'network_error'
          ? t('common.offline')
          : error.message;
  const invalid = (field: Field) => Boolean(local[field]) || named.includes(field);

  return (
    <form onSubmit={submit} noValidate aria-busy={upload.isPending} className="min-w-0">
      <FormSection id="import-upload" title={t('imports.uploadTitle')}>
        <TextField
          ref={inputs.file}
          label={labels.file}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          hint={t('imports.fileHint', { mb: limits.file })}
          error={local.file}
          aria-invalid={invalid('file') || undefined}
          disabled={upload.isPending}
        />
        <TextField
          ref={inputs.pictures}
          label={labels.pictures}
          name="pictures"
          type="file"
          accept=".zip,application/zip"
          hint={t('imports.picturesHint', { mb: limits.pictures })}
          error={local.pictures}
          aria-invalid={invalid('pictures') || undefined}
          disabled={upload.isPending}
        />
        <div>
          <CheckboxField
            label={t('imports.createMissing')}
            name="createMissing"
            aria-describedby="import-create-missing-hint"
            disabled={upload.isPending}
          />
          <p id="import-create-missing-hint" className="mt-1 ps-6 text-xs text-neutral-600">
            {t('imports.createMissingHint')}
          </p>
        </div>
        <FormAlert message={refusal} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButtonClass} disabled={upload.isPending}>
            {t('imports.check')}
          </button>
          <p role="status" className="text-sm text-neutral-700">
            {upload.isPending ? t('imports.checking') : ''}
          </p>
        </div>
      </FormSection>
    </form>
  );
}
