import { isApiError } from '@storefront/client/api-error';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { primaryButtonClass } from '../../shared/ui/styles.ts';
import { useCommitImport } from './api/commit-import.ts';

/** "Import 12 products", after a confirmation; nothing to create or update leaves it disabled. */
export function CommitImport({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const commit = useCommitImport(report.id);
  const { create, update } = report.products;
  const count = create + update;
  const start = () => {
    if (!window.confirm(t('imports.confirmCommit', { create, update }))) return;
    commit.mutate();
  };
  const error = commit.error;
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={primaryButtonClass}
        disabled={count === 0 || commit.isPending}
        onClick={start}
      >
        {count === 1 ? t('imports.commitOne') : t('imports.commit', { count })}
      </button>
      {error && (
        <FormAlert
          message={
            isApiError(error) && error.status >= 400 && error.status < 500
              ? error.message
              : t('imports.commitFailed')
          }
        />
      )}
    </div>
  );
}
