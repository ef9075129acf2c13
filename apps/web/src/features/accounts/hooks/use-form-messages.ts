import { applyServerError, type ErrorLike, errorText } from '@storefront/client/server-errors';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { validationValues } from '../schemas.ts';

/**
 * The account forms' messages: `errorOf` turns a field error into text (the schemas' messages
 * are translation keys, with {{min}}/{{max}} filled in; server messages come translated), and
 * `showServerError` places a failed request's messages on the fields and the form.
 */
export function useFormMessages() {
  const { t } = useTranslation();
  const translate = (key: string) => t(key as TranslationKey, validationValues);
  return {
    errorOf: (error: ErrorLike | undefined) => errorText(error, translate),
    showServerError: <T extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<T>,
      fields: readonly Path<T>[],
    ) =>
      applyServerError(error, setError, fields, {
        offline: t('app.offline'),
        generic: t('errors.generic'),
      }),
  };
}
