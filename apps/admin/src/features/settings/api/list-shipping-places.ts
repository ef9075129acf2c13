import { api } from '@storefront/client/api-client';
import { listAreas, listCountries, listStates } from '@storefront/contracts/endpoints/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A governorate with its areas, in the storefront's order. */
export interface Governorate {
  id: number;
  name: string;
  areas: { id: number; name: string }[];
}

export interface ShippingPlaces {
  countries: { code: string; name: string }[];
  /** Kuwait's governorates and areas: the areas a method may be limited to. */
  governorates: Governorate[];
}

/** The country whose areas addresses name (spec 9 DefaultCountry). */
const AREAS_COUNTRY = 'kw';

/**
 * The countries the shop ships to and Kuwait's areas by governorate, read from the same lookups
 * the storefront's address form uses (GET countries/lookup, states/lookup, areas/lookup), in
 * the back office's language.
 */
async function loadShippingPlaces(signal: AbortSignal): Promise<ShippingPlaces> {
  const countries = await api.call(listCountries, { signal });
  const kuwait = countries.find((country) => country.code === AREAS_COUNTRY);
  const states = kuwait
    ? await api.call(listStates, { query: { countryId: kuwait.id }, signal })
    : [];
  const governorates = await Promise.all(
    states.map(async (state) => ({
      id: state.id,
      name: state.name,
      areas: await api.call(listAreas, { query: { stateId: state.id }, signal }),
    })),
  );
  return {
    countries: countries.map((country) => ({ code: country.code, name: country.name })),
    governorates: governorates.filter((governorate) => governorate.areas.length > 0),
  };
}

export const shippingPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'shipping', 'places'],
    queryFn: ({ signal }) => loadShippingPlaces(signal),
    // Reference data: it changes with a release, not while a form is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useShippingPlaces = () => useQuery(shippingPlacesQueryOptions());
