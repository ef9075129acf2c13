import type { ImportStatus } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';

// The palette the other badges draw with, each text colour at 4.5:1 or more on its background.
const tone: Record<ImportStatus, string> = {
  planned: 'bg-sky-100 text-sky-900',
  queued: 'bg-amber-100 text-amber-900',
  running: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  undoing: 'bg-amber-100 text-amber-900',
  undone: 'bg-neutral-200 text-neutral-800',
};

/** Where an import stands, in words (the colour only repeats them). */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone[status]}`}
    >
      {t(`imports.status.${status}`)}
    </span>
  );
}
