import { isApiError } from '@storefront/client/api-error';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { dangerButtonClass } from '../../shared/ui/styles.ts';
import { changedSinceOf, useUndoImport } from './api/undo-import.ts';
import { HandleList } from './handle-list.tsx';

/**
 * "Undo this import", after a confirmation. When products it wrote changed since, the API
 * refuses and names them: they are listed, and "Undo the others" leaves them as they are.
 */
export function UndoImport({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const undo = useUndoImport(report.id);
  const changed = changedSinceOf(undo.error);
  const start = (skipChanged: boolean) => {
    const question = skipChanged
      ? t('imports.confirmUndoOthers', { count: changed.length })
      : t('imports.confirmUndo');
    if (!window.confirm(question)) return;
    undo.mutate(skipChanged);
  };

  if (changed.length > 0) {
    return (
      <div
        role="alert"
        className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <p>{t('imports.changedSince')}</p>
        <HandleList handles={changed} />
        <p>{t('imports.undoOthersHint')}</p>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={undo.isPending}
          onClick={() => start(true)}
        >
          {t('imports.undoOthers')}
        </button>
      </div>
    );
  }
  const error = undo.error;
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={dangerButtonClass}
        disabled={undo.isPending}
        onClick={() => start(false)}
      >
        {t('imports.undo')}
      </button>
      {error && (
        <FormAlert
          message={
            isApiError(error) && error.status >= 400 && error.status < 500
              ? error.message
              : t('imports.undoFailed')
          }
        />
      )}
    </div>
  );
}
