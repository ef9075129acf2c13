import type { Address } from '@storefront/contracts/addresses';
import { addressLines } from '@storefront/contracts/list-format';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * An address in two lines: where (area, state, country) and the building details, written as
 * orders, invoices and emails write them (contracts' addressLines: the language's separator, and
 * no label the shopper already typed, so "Tunis Street", never "Street Tunis Street"). The
 * checkout's picker and the address book show an address the same way.
 */
export function useAddressLines() {
  const { t, language } = useTranslation();
  return (address: Address) => {
    const { street, place } = addressLines(address, t, language);
    return { place, details: street };
  };
}
