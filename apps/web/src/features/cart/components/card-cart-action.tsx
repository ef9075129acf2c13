import type { ProductSummary } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import { LoaderCircle, ShoppingCartPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useAddCartItem } from '../api/add-cart-item.ts';

/**
 * A product card's cart button, for the card's `actions` slot: for a product without variations
 * in stock an icon button that adds one; for one with variations a link to choose them on its
 * page; out of stock, nothing (undefined: the card's badge says why).
 */
export function cardCartAction(product: ProductSummary): ReactNode {
  return product.hasVariations || product.inStock ? (
    <CardCartAction product={product} />
  ) : undefined;
}

function CardCartAction({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const add = useAddCartItem();
  if (product.hasVariations) {
    return (
      <Link
        to={routes.product(product.productId)}
        aria-label={t('cart.add.chooseOptionsFor', { name: product.productName })}
        className="inline-flex min-h-10 max-w-full items-center rounded-full border border-neutral-300 bg-white px-3 text-xs font-semibold whitespace-nowrap text-neutral-900 hover:border-neutral-400 hover:bg-neutral-50 sm:px-3.5 sm:text-sm"
      >
        {t('cart.add.chooseOptions')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('cart.add.card', { name: product.productName })}
      aria-disabled={add.isPending || undefined}
      onClick={() => {
        if (add.isPending) return;
        add.mutate(
          {
            productId: product.productId,
            variationId: null,
            quantity: 1,
            preview: {
              productName: product.productName,
              picturePath: product.picture?.path ?? null,
              unitPrice: product.price,
            },
          },
          { onSuccess: () => void showToast('success', t('cart.add.added')) },
        );
      }}
      className="inline-flex size-10 items-center justify-center rounded-full bg-primary-strong text-white transition hover:brightness-90 aria-disabled:opacity-70"
    >
      {add.isPending ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
      ) : (
        <ShoppingCartPlus aria-hidden className="size-5 rtl:-scale-x-100" />
      )}
    </button>
  );
}
