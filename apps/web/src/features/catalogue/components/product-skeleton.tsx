import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** The product page's shape while its data loads: gallery, name, price, options, quantity. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="animate-pulse">
        <div className="h-4 w-64 max-w-full rounded bg-neutral-200" />
        <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
          <div className="aspect-square rounded-3xl bg-neutral-100" />
          <div className="space-y-5">
            <div className="h-8 w-4/5 rounded-lg bg-neutral-200" />
            <div className="h-4 w-32 rounded bg-neutral-200" />
            <div className="h-9 w-40 rounded-lg bg-neutral-200" />
            <div className="flex gap-2">
              {[1, 2, 3, 4].map((n) => (
                <div key={n} className="h-10 w-14 rounded-xl bg-neutral-100" />
              ))}
            </div>
            <div className="h-11 w-36 rounded-xl bg-neutral-100" />
            <div className="space-y-2 pt-4">
              <div className="h-4 w-full rounded bg-neutral-100" />
              <div className="h-4 w-11/12 rounded bg-neutral-100" />
              <div className="h-4 w-2/3 rounded bg-neutral-100" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
