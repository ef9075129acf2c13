import { useI18n } from '../../i18n/i18n-context.tsx';
import { secondaryButtonClass } from './styles.ts';

/** Previous / next with "Page 2 of 7 (312)", as a labelled navigation. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('paging.label')}
      className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
    >
      <p className="text-neutral-700">{t('paging.status', { page, pages, total })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('paging.previous')}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('paging.next')}
        </button>
      </div>
    </nav>
  );
}
