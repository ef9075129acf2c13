import { api } from '@storefront/client/api-client';
import type { Address, AddressInput } from '@storefront/contracts/addresses';
import {
  addAddress as addAddressEndpoint,
  updateAddress as updateAddressEndpoint,
} from '@storefront/contracts/endpoints/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';

export interface SaveAddressVariables {
  /** The address to replace (PUT); absent for a new one (POST). */
  addressId?: number | undefined;
  input: AddressInput;
}

/**
 * POST customers/{userId}/address, or PUT customers/{userId}/address/{id} (spec 7). The
 * storefront always sends addressType 'Home' (spec 3).
 */
export function saveAddress({ addressId, input }: SaveAddressVariables) {
  const body: AddressInput = { ...input, addressType: 'Home' };
  return addressId === undefined
    ? api.call(addAddressEndpoint, { body })
    : api.call(updateAddressEndpoint, { params: { id: addressId }, body });
}

/** Saving may change which address is the default: the list is read again afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses', 'list', userId] }),
  });
}

/** A saved address as the request body that stores it unchanged (PUT replaces every field). */
function asInput(address: Address): AddressInput {
  return {
    addressType: address.addressType,
    fullName: address.fullName,
    phone: address.phone,
    email: address.email,
    countryId: address.countryId,
    stateId: address.stateId,
    areaId: address.areaId,
    block: address.block,
    street: address.street,
    avenue: address.avenue,
    building: address.building,
    floor: address.floor,
    apartment: address.apartment,
    note: address.note,
    isDefault: address.isDefault,
  };
}

/**
 * "Set as default" in the address book: the address saved again with isDefault true. The API
 * unsets the user's other default in the same transaction (addresses service, updateAddress).
 */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (address: Address) =>
      saveAddress({
        addressId: address.addressId,
        input: { ...asInput(address), isDefault: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses', 'list', userId] }),
  });
}
