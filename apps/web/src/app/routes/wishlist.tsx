import { useWishlist, WishlistEmpty, WishlistList } from '../../features/wishlist/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../shared/ui/list-failed.tsx';

/** /wishlist (spec 2): the products kept for later, with price and stock, to move or remove. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const items = wishlist.data?.items;
  useDocumentTitle(t('wishlist.page.title'), { withShopName: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          {t('wishlist.page.title')}
        </h1>
        {items && items.length > 0 && (
          <p className="text-neutral-600">{t('wishlist.page.count', { count: items.length })}</p>
        )}
      </div>
      <div className="mt-6">
        {wishlist.isError ? (
          <ListFailed
            message={t('wishlist.page.loadFailed')}
            onRetry={() => void wishlist.refetch()}
          />
        ) : !items ? (
          <WishlistSkeleton />
        ) : items.length === 0 ? (
          <WishlistEmpty />
        ) : (
          <WishlistList items={items} />
        )}
      </div>
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex animate-pulse gap-4 p-4">
          <div className="size-20 rounded-xl bg-neutral-100 sm:size-24" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-4 w-3/5 rounded bg-neutral-200" />
            <div className="h-4 w-1/4 rounded bg-neutral-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
