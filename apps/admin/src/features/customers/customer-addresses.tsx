import type { Address } from '@storefront/contracts/addresses';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { OrderAddressBlock } from '../orders/index.ts';

/** The customer's address book, the default first, in the lines orders show addresses in. */
export function CustomerAddresses({ addresses }: { addresses: readonly Address[] }) {
  const { t } = useI18n();
  if (addresses.length === 0) {
    return <p className="text-sm text-neutral-600">{t('customer.noAddresses')}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {addresses.map((address, index) => (
        <li key={address.addressId}>
          <OrderAddressBlock
            title={
              address.isDefault
                ? t('customer.defaultAddress')
                : t('customer.address', { number: index + 1 })
            }
            address={address}
          />
        </li>
      ))}
    </ul>
  );
}
