import { routes } from '@storefront/contracts/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/** Any route the shop does not know, inside the shared layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'), { withShopName: true });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden className="text-7xl font-bold text-secondary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-neutral-700">{t('notFound.body')}</p>
      <Link
        to={routes.home}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary-strong px-6 py-3 font-semibold text-white hover:brightness-90"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('notFound.home')}
      </Link>
    </div>
  );
}
