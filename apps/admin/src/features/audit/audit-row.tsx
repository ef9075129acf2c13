import type { AuditEntry } from '@storefront/contracts/staff';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { tdClass } from '../../shared/ui/styles.ts';
import { AuditDiff } from './audit-diff.tsx';

/** One change; its button opens the before → after of the fields it touched below it. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-${entry.id}`;
  return (
    <>
      <tr>
        <td className={tdClass}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-1 rounded text-start font-medium text-primary-strong hover:underline"
          >
            <span aria-hidden="true" className={open ? 'rotate-90' : 'rtl:-scale-x-100'}>
              ▸
            </span>
            <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
            <span className="sr-only">{t('audit.showChanges')}</span>
          </button>
        </td>
        <td className={tdClass}>
          <bdi dir="ltr">{entry.actorEmail ?? entry.actorId}</bdi>
        </td>
        <td className={`${tdClass} font-mono text-xs`}>{entry.permission}</td>
        <td className={tdClass}>
          <span className="font-mono text-xs">{entry.entity}</span>{' '}
          <bdi dir="ltr" className="text-neutral-600">
            #{entry.entityId}
          </bdi>
        </td>
        <td className={tdClass}>{entry.action}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={5} className={`${tdClass} bg-neutral-50`}>
          {open && <AuditDiff before={entry.before} after={entry.after} />}
        </td>
      </tr>
    </>
  );
}
