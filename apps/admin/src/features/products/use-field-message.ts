import { errorText } from '@storefront/client/server-errors';
import type { FieldErrors } from 'react-hook-form';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { EditorValues } from './editor-values.ts';

export type FieldMessage = (path: string) => string | undefined;

/** A field's error by its dotted path (server messages as they came, ours translated). */
export function useFieldMessage(errors: FieldErrors<EditorValues>): FieldMessage {
  const { t } = useI18n();
  return (path) => {
    let node: unknown = errors;
    for (const part of path.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    const error = node as { message?: string; type?: string } | undefined;
    return errorText(error, (key) => t(key as AdminKey));
  };
}
