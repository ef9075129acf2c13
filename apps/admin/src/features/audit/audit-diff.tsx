import { useI18n } from '../../i18n/i18n-context.tsx';
import { changedFields, showValue } from './changed-fields.ts';

/** Before → after of the fields a change touched, as a small definition list. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useI18n();
  const changes = changedFields(before, after);
  if (changes.length === 0)
    return <p className="text-sm text-neutral-600">{t('audit.noChanges')}</p>;
  return (
    <dl className="grid gap-2 text-sm">
      {changes.map(({ field, before: from, after: to }) => (
        <div key={field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-mono text-xs font-semibold text-neutral-700">{field}</dt>
          <dd className="flex flex-wrap items-start gap-2">
            <span className="sr-only">{t('audit.before')}</span>
            <del className="rounded bg-red-50 px-1.5 py-0.5 break-all text-red-800 no-underline">
              {showValue(from)}
            </del>
            <span aria-hidden="true" className="text-neutral-500 rtl:-scale-x-100">
              →
            </span>
            <span className="sr-only">{t('audit.after')}</span>
            <ins className="rounded bg-green-50 px-1.5 py-0.5 break-all text-green-800 no-underline">
              {showValue(to)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
