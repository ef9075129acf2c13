import { addressLines } from '@storefront/contracts/list-format';
import type { OrderAddress } from '@storefront/contracts/orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import { useI18n } from '../../i18n/i18n-context.tsx';

/** An address as the order kept it, in the lines the shopper's pages and invoice use. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { t, lang } = useI18n();
  const { street, place } = addressLines(address, t, lang);
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-900">{title}</h3>
      <address className="mt-1 space-y-0.5 text-sm not-italic text-neutral-700">
        <p>{address.fullName}</p>
        {street && <p>{street}</p>}
        {place && <p>{place}</p>}
        <p>
          <bdi dir="ltr">{groupPhone(address.phone)}</bdi>
        </p>
        {address.note && <p className="text-neutral-600">{address.note}</p>}
      </address>
    </div>
  );
}
