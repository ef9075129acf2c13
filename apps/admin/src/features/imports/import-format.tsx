import { CATALOGUE_CSV_COLUMNS } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { DetailCard } from '../../shared/ui/detail-card.tsx';
import { linkClass } from '../../shared/ui/styles.ts';

/** A file to start from, served beside the back office (apps/admin/public). */
export const SAMPLE_FILE = `${import.meta.env.BASE_URL}catalogue-sample.csv`;

const code = 'rounded bg-neutral-100 px-1 font-mono text-xs text-neutral-900';

/**
 * What the file holds: its rows, a sample to start from, the columns by name, and what each
 * one holds on demand (docs/catalogue-csv.md).
 */
export function ImportFormat() {
  const { t } = useI18n();
  return (
    <DetailCard id="import-format" title={t('imports.formatTitle')}>
      <div className="space-y-3 text-sm text-neutral-700">
        <p>{t('imports.format')}</p>
        <p>
          <a href={SAMPLE_FILE} download className={linkClass}>
            {t('imports.sample')}
          </a>
        </p>
        <h3 id="import-columns" className="font-medium text-neutral-900">
          {t('imports.columns')}
        </h3>
        <ul aria-labelledby="import-columns" className="flex flex-wrap gap-1.5">
          {CATALOGUE_CSV_COLUMNS.map((column) => (
            <li key={column}>
              <code dir="ltr" className={code}>
                {column}
              </code>
            </li>
          ))}
        </ul>
        <details>
          <summary className="cursor-pointer font-medium text-primary-strong">
            {t('imports.columnsHelp')}
          </summary>
          <dl className="mt-2 divide-y divide-neutral-100">
            {CATALOGUE_CSV_COLUMNS.map((column) => (
              <div key={column} className="py-1.5">
                <dt>
                  <code dir="ltr" className={code}>
                    {column}
                  </code>
                </dt>
                <dd className="mt-0.5">{t(`imports.column.${column}`)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </DetailCard>
  );
}
