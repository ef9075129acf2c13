import type { ProductDetail } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { categoryRoute } from '../category-route.ts';

const linkClass =
  'rounded text-neutral-600 underline-offset-4 hover:text-neutral-900 hover:underline';

/**
 * Home › the product's categories, top-level first › the product (the current page, not a
 * link). A <nav> with its own name, and an ordered list, as the breadcrumb pattern asks.
 */
export function Breadcrumbs({
  crumbs,
  current,
}: {
  crumbs: ProductDetail['breadcrumbs'];
  current: string;
}) {
  const { t } = useTranslation();
  const separator = (
    <ChevronRight aria-hidden className="size-3.5 shrink-0 text-neutral-400 rtl:-scale-x-100" />
  );
  return (
    <nav aria-label={t('catalogue.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <li className="flex items-center gap-1.5">
          <Link to={routes.home} className={linkClass}>
            {t('header.home')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.categoryId} className="flex items-center gap-1.5">
            {separator}
            <Link to={categoryRoute(crumb.categoryId)} className={linkClass}>
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" className="truncate font-medium text-neutral-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
