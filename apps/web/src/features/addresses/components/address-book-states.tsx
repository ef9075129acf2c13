import { MapPin, Plus } from 'lucide-react';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { addressCardClass } from './address-card-styles.ts';

/** No saved address yet: what the page is for, and the one thing to do. */
export function AddressBookEmpty({
  addButtonId,
  onAdd,
}: {
  addButtonId: string;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
      <MapPin aria-hidden className="size-10 text-neutral-400" />
      <h2 className="mt-4 text-xl font-semibold text-neutral-900">
        {t('addresses.book.emptyTitle')}
      </h2>
      <p className="mt-2 max-w-md text-neutral-700">{t('addresses.book.emptyBody')}</p>
      <button
        id={addButtonId}
        type="button"
        onClick={onAdd}
        className={`${primaryButtonClass} mt-6`}
      >
        <Plus aria-hidden className="size-5" />
        {t('addresses.book.add')}
      </button>
    </div>
  );
}

/** Cards in the shape of addresses while the list loads. */
export function AddressBookSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('app.loading')}</span>
      <ul aria-hidden className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <li key={i} className={`${addressCardClass} animate-pulse space-y-2`}>
            <div className="h-5 w-40 rounded bg-neutral-200" />
            <div className="h-4 w-56 max-w-full rounded bg-neutral-100" />
            <div className="h-4 w-48 max-w-full rounded bg-neutral-100" />
            <div className="h-4 w-28 rounded bg-neutral-100" />
            <div className="mt-3 h-9 w-52 rounded-full bg-neutral-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
