import { api } from '@storefront/client/api-client';
import { deleteAddress as deleteAddressEndpoint } from '@storefront/contracts/endpoints/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../cart/index.ts';
import { useSession } from '../../sessions/index.ts';

/** DELETE customers/{userId}/address/{id} (spec 7): 204. */
export function deleteAddress(addressId: number) {
  return api.call(deleteAddressEndpoint, { params: { id: addressId } });
}

/** A cart that pointed at the address loses it on the server: both are read again. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['addresses', 'list', userId] }),
        queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey }),
      ]),
  });
}
