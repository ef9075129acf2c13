import type { Address } from '@storefront/contracts/addresses';
import { joinList } from '@storefront/contracts/list-format';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

const LINE_FIELDS = ['block', 'street', 'avenue', 'building', 'floor', 'apartment'] as const;

/**
 * An address in two lines: where (area, state, country) and the building details, joined with
 * the list separator of the page's language (contracts' joinList: "، " in Arabic). The checkout's
 * picker and the address book show an address the same way.
 */
export function useAddressLines() {
  const { t, language } = useTranslation();
  return (address: Address) => ({
    place: joinList([address.areaName, address.stateName, address.countryName], language),
    details: joinList(
      LINE_FIELDS.map(
        (field) => address[field] !== '' && t(`addresses.line.${field}`, { value: address[field] }),
      ),
      language,
    ),
  });
}
