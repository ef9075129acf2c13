import type { ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { DetailCard } from '../../shared/ui/detail-card.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { isWorking } from './api/get-import.ts';
import { HandleList } from './handle-list.tsx';
import { CommitImport } from './import-commit.tsx';
import { ImportProgress } from './import-progress.tsx';
import { UndoImport } from './import-undo.tsx';

/** Where the import stands, in one sentence (said politely when it changes). */
function useStatusLine(report: ImportReport): string {
  const { t, lang } = useI18n();
  const { create, update } = report.products;
  const finished = report.progress.finishedAt;
  switch (report.status) {
    case 'planned':
      return create + update === 0 ? t('imports.nothingToImport') : t('imports.planned');
    case 'queued':
      return t('imports.queued');
    case 'running':
      return t('imports.running');
    case 'undoing':
      return t('imports.undoing');
    case 'done':
      return finished
        ? t('imports.done', { date: formatDateTime(finished, lang) })
        : t('imports.doneNow');
    case 'undone':
      return t('imports.undone', {
        date: formatDateTime(report.undoneAt ?? finished ?? report.createdAt, lang),
      });
    case 'failed':
      return '';
  }
}

/**
 * The import's next step by its status: planned → import; queued, running, undoing → the job's
 * progress (the page asks again every second); done or failed → undo; undone → when.
 */
export function ImportActions({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const line = useStatusLine(report);
  const tone = report.status === 'done' ? 'text-green-800 font-medium' : 'text-neutral-700';
  return (
    <DetailCard id="import-next" title={t('imports.next')}>
      <div className="space-y-3">
        <p role="status" className={`text-sm empty:hidden ${tone}`}>
          {line}
        </p>
        {report.status === 'failed' && <FormAlert message={t('imports.failed')} />}
        {report.status === 'planned' && <CommitImport report={report} />}
        {isWorking(report.status) && <ImportProgress report={report} />}
        {(report.status === 'done' || report.status === 'failed') && <UndoImport report={report} />}
        {report.changedSince.length > 0 && (
          <div className="space-y-2 text-sm text-neutral-700">
            <p>{t('imports.leftAsIs')}</p>
            <HandleList handles={report.changedSince} />
          </div>
        )}
      </div>
    </DetailCard>
  );
}
