import { useTranslation } from '../../shared/hooks/use-translation.ts';

/** Shown while a page's code or first data loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="animate-pulse space-y-6">
        <div className="h-56 rounded-3xl bg-neutral-100 sm:h-72" />
        <div className="h-6 w-48 rounded bg-neutral-200" />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {[1, 2, 3, 4, 5].map((n) => (
            <div key={n} className="h-28 rounded-2xl bg-neutral-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
