import type { ProductDetail } from '@storefront/contracts/catalogue';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useAddCartItem } from '../api/add-cart-item.ts';

/**
 * Adds the product page's chosen line (spec 7 POST cart-items): the header count moves at once
 * on a preview of the line, and a toast says so once the server agrees. The page's button and
 * the phone's sticky bar add through it, so both add the same line the same way.
 */
export function useAddProductLine() {
  const { t } = useTranslation();
  const add = useAddCartItem();
  const addLine = (
    product: ProductDetail,
    variationId: number | null,
    quantity: number,
    onAdded?: () => void,
  ) => {
    const variation = product.variations.find((v) => v.variationId === variationId);
    add.mutate(
      {
        productId: product.productId,
        variationId,
        quantity,
        preview: {
          productName: product.productName,
          picturePath: product.picture?.path ?? product.pictures[0]?.path ?? null,
          unitPrice: variation?.price ?? product.price,
        },
      },
      {
        onSuccess: () => {
          onAdded?.();
          void showToast('success', t('cart.add.added'));
        },
      },
    );
  };
  return { addLine, isPending: add.isPending };
}
