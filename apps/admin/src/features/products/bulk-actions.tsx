import { isApiError } from '@storefront/client/api-error';
import type { BulkProductAction } from '@storefront/contracts/admin-catalogue';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useBulkUpdateProducts } from './api/bulk-update-products.ts';

const ACTIONS: readonly BulkProductAction[] = ['publish', 'unpublish', 'archive'];
/** Archived products (the archived filter) can only be brought back. */
const ARCHIVED_ACTIONS: readonly BulkProductAction[] = ['unarchive'];

/** What to do with the selected products; the outcome is announced. */
export function BulkActions({
  ids,
  archived,
  onDone,
}: {
  ids: number[];
  archived: boolean;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const bulk = useBulkUpdateProducts();
  const error = bulk.error;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 bg-neutral-50 p-3 text-sm">
      <p className="font-medium">{t('products.selected', { count: ids.length })}</p>
      {(archived ? ARCHIVED_ACTIONS : ACTIONS).map((action) => (
        <button
          key={action}
          type="button"
          disabled={ids.length === 0 || bulk.isPending}
          className={secondaryButtonClass}
          onClick={() => bulk.mutate({ ids, action }, { onSuccess: onDone })}
        >
          {t(`bulk.${action}`)}
        </button>
      ))}
      <p role="status" className="text-neutral-700">
        {bulk.isSuccess && t('products.updated', { count: bulk.data.updated })}
      </p>
      {error && (
        <p role="alert" className="text-red-700">
          {isApiError(error) ? error.message : t('common.failed')}
        </p>
      )}
    </div>
  );
}
