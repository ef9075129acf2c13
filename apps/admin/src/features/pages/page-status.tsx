import type { AdminPageSummary } from '@storefront/contracts/admin-pages';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';

const badge = 'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * Where a page stands, in words (the colour only repeats them): on the shop or hidden, with
 * changes shoppers don't see yet, and the moment it is scheduled to go live (the shop's time).
 */
export function PageStatusBadges({
  page,
}: {
  page: Pick<AdminPageSummary, 'published' | 'hasDraft' | 'publishAt'>;
}) {
  const { t, lang } = useI18n();
  return (
    <span className="flex flex-wrap gap-1">
      {page.published ? (
        <span className={`${badge} bg-green-100 text-green-800`}>
          {t('pages.status.published')}
        </span>
      ) : (
        <span className={`${badge} bg-neutral-200 text-neutral-800`}>
          {t('pages.status.hidden')}
        </span>
      )}
      {/* A hidden page's every word is unpublished: said once, by "Hidden". */}
      {page.published && page.hasDraft && (
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('pages.status.changes')}</span>
      )}
      {page.publishAt && (
        <span className={`${badge} bg-sky-100 text-sky-900`}>
          {t('pages.status.scheduled', { time: formatDateTime(page.publishAt, lang) })}
        </span>
      )}
    </span>
  );
}
