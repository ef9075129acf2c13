import type { ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { DetailCard } from '../../shared/ui/detail-card.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import {
  secondaryButtonClass,
  tableClass,
  tableWrapClass,
  tdClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { useDownloadImportErrors } from './api/download-import-errors.ts';
import { ShowingFirst } from './showing-first.tsx';

/** The rows with errors as a CSV to fix and upload again (in the admin's language). */
function DownloadErrors({ id }: { id: number }) {
  const { t } = useI18n();
  const download = useDownloadImportErrors(id);
  return (
    <div className="mb-3 space-y-2">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('imports.downloadErrors')}
      </button>
      {download.isError && <FormAlert message={t('imports.downloadFailed')} />}
    </div>
  );
}

/**
 * The report's errors (the products left out) or warnings (imported, worth a look): row,
 * column, value and the problem in the admin's language, the first of them as the report has.
 */
export function ImportProblems({
  report,
  kind,
}: {
  report: ImportReport;
  kind: 'errors' | 'warnings';
}) {
  const { t } = useI18n();
  const problems = kind === 'errors' ? report.errors : report.warnings;
  const total = kind === 'errors' ? report.errorCount : report.warningCount;
  const title = t(kind === 'errors' ? 'imports.errors' : 'imports.warnings');
  const headers = [t('imports.row'), t('imports.column'), t('imports.value'), t('imports.message')];
  return (
    <DetailCard id={`import-${kind}`} title={title}>
      <p className="mb-3 text-sm text-neutral-700">
        {t(kind === 'errors' ? 'imports.errorsNote' : 'imports.warningsNote')}
      </p>
      {kind === 'errors' && <DownloadErrors id={report.id} />}
      <ShowingFirst shown={problems.length} total={total} />
      <div className={tableWrapClass}>
        <table className={`${tableClass} max-md:min-w-0`}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className={thClass}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {problems.map((problem) => (
              // A row's column may carry two problems, of different codes or values.
              <tr key={`${problem.row}:${problem.column}:${problem.code}:${problem.value}`}>
                <td className={`${tdClass} tabular-nums`}>
                  <bdi dir="ltr">{problem.row}</bdi>
                </td>
                <td className={tdClass}>
                  {problem.column && (
                    <code dir="ltr" className="font-mono text-xs">
                      {problem.column}
                    </code>
                  )}
                </td>
                <td className={`${tdClass} max-w-48 break-words`}>
                  {problem.value === '' ? (
                    <span className="text-neutral-500">{t('imports.empty')}</span>
                  ) : (
                    <bdi>{problem.value}</bdi>
                  )}
                </td>
                <td className={tdClass}>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailCard>
  );
}
