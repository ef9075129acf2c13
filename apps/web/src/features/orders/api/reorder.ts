import { api } from '@storefront/client/api-client';
import { reorderOrder as reorderOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../cart/index.ts';
import { useSession } from '../../sessions/index.ts';

/** POST orders/{orderId}/reorder (spec 7): the order's available lines back in the cart. */
export function reorder(orderId: number) {
  return api.call(reorderOrderEndpoint, { params: { orderId } });
}

/** On success the new cart goes straight into the cart's cache (the header count follows). */
export function useReorder() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (result) => {
      queryClient.setQueryData(cartQueryOptions(userId).queryKey, result.cart);
    },
  });
}
