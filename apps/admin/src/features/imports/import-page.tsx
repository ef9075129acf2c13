import { isApiError } from '@storefront/client/api-error';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/pages/not-found-page.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import '../../i18n/imports.ts';
import { formatDateTime } from '../../shared/format-date.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { useImport } from './api/get-import.ts';
import { ImportActions } from './import-actions.tsx';
import { ImportChanges } from './import-changes.tsx';
import { ImportCounts } from './import-counts.tsx';
import { ImportProblems } from './import-problems.tsx';
import { ImportStatusBadge } from './import-status-badge.tsx';

/**
 * /admin/imports/:id (catalogue.write): an import's report (what the file does, its errors and
 * warnings, every change before → after) and its next step: import, its progress, undo.
 */
export default function ImportPage() {
  const { id } = useParams();
  const importId = Number(id);
  const valid = Number.isInteger(importId) && importId > 0;
  const report = useImport(valid ? importId : 0);
  if (!valid || (isApiError(report.error) && report.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (report.isError) {
    return (
      <LoadFailed
        error={report.error}
        permission="catalogue.write"
        retry={() => void report.refetch()}
      />
    );
  }
  if (!report.data) return <Loading />;
  return <ImportReportView report={report.data} />;
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t, lang } = useI18n();
  const date = formatDateTime(report.createdAt, lang);
  return (
    <>
      <p className="mb-2 text-sm">
        {/* On the page's grey, the shop's colour is too faint for small text: dark, underlined. */}
        <Link
          to="/imports"
          className="font-medium text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
        >
          {t('imports.back')}
        </Link>
      </p>
      <PageHeader title={t('imports.reportTitle', { name: report.fileName })} />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        <ImportStatusBadge status={report.status} />
        <span>
          {report.createdBy
            ? t('imports.checkedBy', { date, name: report.createdBy })
            : t('imports.checkedAt', { date })}
        </span>
      </div>
      <div className="space-y-4">
        <ImportActions report={report} />
        <ImportCounts report={report} />
        {report.errorCount > 0 && <ImportProblems report={report} kind="errors" />}
        {report.warningCount > 0 && <ImportProblems report={report} kind="warnings" />}
        <ImportChanges report={report} />
      </div>
    </>
  );
}
