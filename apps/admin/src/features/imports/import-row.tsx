import type { ImportSummary } from '@storefront/contracts/admin-imports';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { linkClass, tdClass } from '../../shared/ui/styles.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';

/** Columns a phone leaves out (folded under the file's name). */
export const WIDE_ONLY = 'hidden md:table-cell';

/** A past import: its file (a link to its report), when and by whom, its status and counts. */
export function ImportRow({ item }: { item: ImportSummary }) {
  const { t, lang } = useI18n();
  const when = formatDateTime(item.createdAt, lang);
  const by = item.createdBy ?? t('imports.nobody');
  return (
    <tr>
      <td className={tdClass}>
        <Link to={`/imports/${item.id}`} className={`${linkClass} break-all`}>
          <bdi>{item.fileName}</bdi>
        </Link>
        {/* A phone folds the date and who under the file's name. */}
        <span className="mt-0.5 block text-xs text-neutral-600 md:hidden">
          {when} · {by}
        </span>
      </td>
      <td className={`${tdClass} ${WIDE_ONLY} whitespace-nowrap`}>{when}</td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>{by}</td>
      <td className={tdClass}>
        <ImportStatusBadge status={item.status} />
      </td>
      <td className={`${tdClass} text-xs text-neutral-700`}>
        {t('imports.countsShort', {
          create: item.products.create,
          update: item.products.update,
          invalid: item.products.invalid,
        })}
      </td>
    </tr>
  );
}
