import type { ImportChange, ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { DetailCard } from '../../shared/ui/detail-card.tsx';
import { tableClass, tableWrapClass, tdClass, thClass } from '../../shared/ui/styles.ts';
import { ShowingFirst } from './showing-first.tsx';

const badge = {
  create: 'bg-green-100 text-green-800',
  update: 'bg-sky-100 text-sky-900',
} as const;

/** A cell's text as the file has it; an empty one says so. */
function Value({ text }: { text: string | null }) {
  const { t } = useI18n();
  if (text === null || text === '') {
    return <span className="font-normal text-neutral-500">{t('imports.empty')}</span>;
  }
  return <bdi className="whitespace-pre-line break-words">{text}</bdi>;
}

/** One product's fields: before (struck, muted) → after (bold); a new product has no before. */
function ChangeFields({ change }: { change: ImportChange }) {
  const { t } = useI18n();
  const update = change.action === 'update';
  const headers = update
    ? [t('imports.field'), t('imports.before'), t('imports.after')]
    : [t('imports.field'), t('imports.value')];
  return (
    <div className={`${tableWrapClass} mt-2`}>
      <table className={`${tableClass} min-w-0`}>
        <caption className="sr-only">{change.name}</caption>
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
          {change.fields.map((field) => (
            <tr key={`${field.variation ?? ''}\u0000${field.field}`}>
              <th scope="row" className={`${tdClass} text-start font-normal`}>
                <code dir="ltr" className="font-mono text-xs">
                  {field.field}
                </code>
                {field.variation !== null && (
                  <bdi dir="ltr" className="block text-xs text-neutral-600">
                    {field.variation}
                  </bdi>
                )}
              </th>
              {update && (
                <td className={`${tdClass} text-neutral-500`}>
                  {field.before === null || field.before === '' ? (
                    <Value text={field.before} />
                  ) : (
                    <del>
                      <Value text={field.before} />
                    </del>
                  )}
                </td>
              )}
              <td className={`${tdClass} font-semibold text-neutral-900`}>
                <Value text={field.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A product to create or update: its name, handle and first row; its fields on demand. */
function ChangeItem({ change }: { change: ImportChange }) {
  const { t } = useI18n();
  return (
    <li className="py-2">
      <details>
        <summary className="cursor-pointer">
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-neutral-900">
              <bdi>{change.name}</bdi>
            </span>
            <code dir="ltr" className="font-mono text-xs text-neutral-700">
              {change.handle}
            </code>
            <span
              className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${badge[change.action]}`}
            >
              {t(`imports.action.${change.action}`)}
            </span>
            <span className="text-xs text-neutral-600">
              {t('imports.changeRow', { row: change.row })} ·{' '}
              {t('imports.fieldCount', { count: change.fields.length })}
            </span>
          </span>
        </summary>
        <ChangeFields change={change} />
      </details>
    </li>
  );
}

/** Every product the import creates or updates (the first the report lists), field by field. */
export function ImportChanges({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const total = report.products.create + report.products.update;
  return (
    <DetailCard id="import-changes" title={t('imports.changes')}>
      {report.changes.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('imports.changesNone')}</p>
      ) : (
        <>
          <ShowingFirst shown={report.changes.length} total={total} />
          <ul className="divide-y divide-neutral-100">
            {report.changes.map((change) => (
              <ChangeItem key={change.handle} change={change} />
            ))}
          </ul>
        </>
      )}
    </DetailCard>
  );
}
