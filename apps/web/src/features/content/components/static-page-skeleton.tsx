import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** A static page's shape while it loads: a title and some lines of text. */
export function StaticPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-8 sm:py-14">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="animate-pulse space-y-4">
        <div className="h-9 w-2/3 rounded-lg bg-neutral-200" />
        <div className="h-4 w-40 rounded bg-neutral-100" />
        <div className="space-y-2 pt-6">
          {['w-full', 'w-11/12', 'w-full', 'w-3/4', 'w-full', 'w-5/6'].map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <div key={i} className={`h-4 rounded bg-neutral-100 ${width}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
