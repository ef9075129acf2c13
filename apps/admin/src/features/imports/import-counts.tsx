import type { ImportReport } from '@storefront/contracts/admin-imports';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { DetailCard } from '../../shared/ui/detail-card.tsx';

/** The dry run's counts, a card each: products and variations, and the rows it read. */
export function ImportCounts({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const figures: [AdminKey, number, boolean?][] = [
    ['imports.count.create', report.products.create],
    ['imports.count.update', report.products.update],
    ['imports.count.unchanged', report.products.unchanged],
    ['imports.count.invalid', report.products.invalid, report.products.invalid > 0],
    ['imports.count.variationsCreate', report.variations.create],
    ['imports.count.variationsUpdate', report.variations.update],
    ['imports.count.rows', report.rows],
  ];
  return (
    <DetailCard id="import-summary" title={t('imports.summary')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value, alarm]) => (
          <div key={label} className="rounded-md border border-neutral-200 p-3">
            <dt className="text-xs font-medium text-neutral-600">{t(label)}</dt>
            <dd
              className={`text-lg font-semibold tabular-nums ${alarm ? 'text-red-700' : 'text-neutral-900'}`}
            >
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {report.errorCount === 0 && (
        <p className="mt-3 text-sm text-green-800">{t('imports.noErrors')}</p>
      )}
    </DetailCard>
  );
}
