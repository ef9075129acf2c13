import { isApiError } from '@storefront/client/api-error';
import type { Permission } from '@storefront/contracts/staff';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { secondaryButtonClass } from './styles.ts';

export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** "Loading…", announced politely. */
export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="py-8 text-center text-sm text-neutral-600">
      {t('common.loading')}
    </p>
  );
}

/**
 * A failed read: a 403 is the not-allowed page (the API is the last word on permissions), the
 * rest a message with a retry.
 */
export function LoadFailed({
  error,
  retry,
  permission,
}: {
  error: unknown;
  retry: () => void;
  permission?: Permission;
}) {
  const { t } = useI18n();
  if (isForbidden(error)) return <NotAllowed permission={permission} />;
  const offline = isApiError(error) && error.code === 'network_error';
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{offline ? t('common.offline') : t('common.loadFailed')}</p>
      <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A list page's body: the failed read, "Loading…", the empty line, or (with its first answer)
 * the list itself. Every list page (products, orders, promotions) shows these four states alike.
 */
export function ListBody<T extends { items: readonly unknown[] }>({
  query,
  permission,
  emptyText,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  permission: Permission;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div className="p-3">
        <LoadFailed
          error={query.error}
          permission={permission}
          retry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) return <Loading />;
  if (query.data.items.length === 0) {
    return <p className="p-6 text-center text-sm text-neutral-600">{emptyText}</p>;
  }
  return children(query.data);
}
