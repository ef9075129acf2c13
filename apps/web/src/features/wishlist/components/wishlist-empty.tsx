import { routes } from '@storefront/contracts/routes';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

export function WishlistEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
      <Heart aria-hidden className="size-10 text-neutral-400" />
      <h2 className="mt-4 text-xl font-semibold text-neutral-900">
        {t('wishlist.page.emptyTitle')}
      </h2>
      <p className="mt-2 max-w-md text-neutral-700">{t('wishlist.page.emptyBody')}</p>
      <Link
        to={routes.home}
        className="mt-6 inline-flex items-center rounded-full bg-primary-strong px-6 py-3 font-semibold text-white hover:brightness-90"
      >
        {t('wishlist.page.browse')}
      </Link>
    </div>
  );
}
