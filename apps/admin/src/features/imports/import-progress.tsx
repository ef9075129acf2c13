import type { ImportReport } from '@storefront/contracts/admin-imports';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { timeLeft } from './time-left.ts';

/** The job's rows done of its total, as a bar, in words, and the time left at its pace. */
export function ImportProgress({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const { done, total, secondsLeft } = report.progress;
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  const words = t('imports.progress', { done, total });
  const [left, values] = timeLeft(secondsLeft);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t(
          report.status === 'undoing' ? 'imports.undoProgressLabel' : 'imports.progressLabel',
        )}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words}
        className="h-2.5 overflow-hidden rounded-full bg-neutral-200"
      >
        {/* The bar grows from the inline start: the right in Arabic. */}
        <div className="h-full rounded-full bg-primary-strong" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-neutral-700">
        <span className="tabular-nums">{words}</span>
        {report.status !== 'queued' && <span>{t(left, values)}</span>}
      </p>
      <p className="text-xs text-neutral-600">{t('imports.leaveNote')}</p>
    </div>
  );
}
