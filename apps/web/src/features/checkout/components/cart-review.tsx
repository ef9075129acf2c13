import type { Cart } from '@storefront/contracts/cart';
import { routes } from '@storefront/contracts/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { attributesText, CartLineStock } from '../../cart/index.ts';

/**
 * Step 0: the cart's lines as they will be ordered, with a way back to change them; a line short
 * of stock says so in the cart's words, with its fix at hand.
 */
export function CartReview({ cart }: { cart: Cart }) {
  const strings = useTranslation();
  const { t } = strings;
  return (
    <div>
      <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
        {cart.items.map((item) => (
          <li key={item.itemId} className="flex items-start justify-between gap-4 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-neutral-900">{item.productName}</p>
              {item.attributes.length > 0 && (
                <p className="text-sm text-neutral-700">
                  {attributesText(item.attributes, strings)}
                </p>
              )}
              <p className="text-sm text-neutral-700">
                {t('checkout.cart.quantity', { quantity: item.productQuantity })}
              </p>
              <CartLineStock item={item} />
            </div>
            <p className="shrink-0 font-medium text-neutral-900 tabular-nums">
              <Price minor={item.lineTotal} />
            </p>
          </li>
        ))}
      </ul>
      <Link
        to={routes.cart}
        className="mt-3 inline-flex min-h-10 items-center text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
      >
        {t('checkout.cart.edit')}
      </Link>
    </div>
  );
}
