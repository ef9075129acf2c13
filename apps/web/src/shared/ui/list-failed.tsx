import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from '../hooks/use-translation.ts';

/** A list that could not be loaded, and a way to ask again, in place of its cards. */
export function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-neutral-200 bg-neutral-50 px-4 py-4 text-neutral-800"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0 text-red-700" />
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-sm font-semibold hover:bg-neutral-100"
      >
        <RotateCw aria-hidden className="size-3.5" />
        {t('app.error.retry')}
      </button>
    </div>
  );
}
