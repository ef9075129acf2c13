/** The addresses' and lookups' operations (apps/api/src/modules/addresses). */
import type {
  addressesSchema,
  addressInputSchema,
  addressSchema,
  areasLookupQuerySchema,
  countryLookupsSchema,
  lookupItemsSchema,
  statesLookupQuerySchema,
} from '../addresses.ts';
import { endpoint, types } from '../endpoint.ts';

export const listCountries = endpoint(
  'GET',
  'countries/lookup',
  types<{ response: typeof countryLookupsSchema }>(),
);
export const listStates = endpoint(
  'GET',
  'states/lookup',
  types<{ response: typeof lookupItemsSchema; query: typeof statesLookupQuerySchema }>(),
);
export const listAreas = endpoint(
  'GET',
  'areas/lookup',
  types<{ response: typeof lookupItemsSchema; query: typeof areasLookupQuerySchema }>(),
);
export const listAddresses = endpoint(
  'GET',
  'customers/{userId}/addresses',
  types<{ response: typeof addressesSchema }>(),
);
export const getAddress = endpoint(
  'GET',
  'customers/{userId}/address/{id}',
  types<{ response: typeof addressSchema }>(),
);
export const addAddress = endpoint(
  'POST',
  'customers/{userId}/address',
  types<{ status: 201; response: typeof addressSchema; body: typeof addressInputSchema }>(),
);
export const updateAddress = endpoint(
  'PUT',
  'customers/{userId}/address/{id}',
  types<{ response: typeof addressSchema; body: typeof addressInputSchema }>(),
);
export const deleteAddress = endpoint(
  'DELETE',
  'customers/{userId}/address/{id}',
  types<{ status: 204 }>(),
);
