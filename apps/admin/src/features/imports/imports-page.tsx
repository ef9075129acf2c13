import { useI18n } from '../../i18n/i18n-context.tsx';
import '../../i18n/imports.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ImportFormat } from './import-format.tsx';
import { PastImports } from './past-imports.tsx';
import { UploadForm } from './upload-form.tsx';

/**
 * /admin/imports (catalogue.write): a CSV of products checked first (the dry run, nothing
 * written), with what the file must hold beside the form, and the imports made before.
 */
export default function ImportsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('imports.title')} />
      <p className="mb-4 max-w-prose text-sm text-neutral-700">{t('imports.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <UploadForm />
        <ImportFormat />
      </div>
      <PastImports />
    </>
  );
}
