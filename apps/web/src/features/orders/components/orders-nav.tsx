import { routes } from '@storefront/contracts/routes';
import { ChevronLeft, Package } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * The way back to the order history, at the top of the order pages (the account page and the
 * user menu are other features': they should link to routes.orders too).
 */
export function OrdersNav({ current }: { current: 'history' | 'detail' }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('orders.history.title')} className="mb-4 text-sm">
      <Link
        to={routes.orders}
        aria-current={current === 'history' ? 'page' : undefined}
        className="inline-flex items-center gap-1 font-semibold text-primary-strong underline-offset-4 hover:underline"
      >
        {current === 'detail' ? (
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        ) : (
          <Package aria-hidden className="size-4" />
        )}
        {current === 'detail' ? t('orders.detail.back') : t('orders.history.link')}
      </Link>
    </nav>
  );
}
