import { api } from '@storefront/client/api-client';
import type { CartItem } from '@storefront/contracts/cart';
import { removeCartItem as removeCartItemEndpoint } from '@storefront/contracts/endpoints/cart';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { withoutLine } from '../optimistic-cart.ts';
import { useAddCartItem } from './add-cart-item.ts';

/** DELETE cart-items/{id} (spec 7). */
export function removeCartItem(itemId: number) {
  return api.call(removeCartItemEndpoint, { params: { id: itemId } });
}

/**
 * Removes a line at once, then says so with an "Undo" that puts the same product, variation and
 * quantity back (a removal by mistake costs one press, not a search for the product again).
 */
export function useRemoveCartItem() {
  const { t } = useTranslation();
  const add = useAddCartItem();
  return useCartMutation<CartItem>({
    mutationFn: (item) => removeCartItem(item.itemId),
    optimistic: (cart, item) => withoutLine(cart, item.itemId),
    onDone: (item) => {
      void showToast('success', t('cart.toast.removed', { name: item.productName }), {
        label: t('cart.toast.undo'),
        onClick: () =>
          add.mutate({
            productId: item.productId,
            variationId: item.variationId,
            quantity: item.productQuantity,
            preview: {
              productName: item.productName,
              picturePath: item.picturePath,
              unitPrice: item.unitPrice,
            },
          }),
      });
    },
  });
}
