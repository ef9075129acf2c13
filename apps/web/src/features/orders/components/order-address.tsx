import { addressLines } from '@storefront/contracts/list-format';
import type { OrderAddress } from '@storefront/contracts/orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** An address as the order kept it. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { t, language } = useTranslation();
  const { street, place } = addressLines(address, t, language);
  return (
    <section className="rounded-2xl border border-neutral-200 p-4">
      <h2 className="font-semibold text-neutral-900">{title}</h2>
      <address className="mt-2 space-y-0.5 text-sm not-italic text-neutral-700">
        <p>{address.fullName}</p>
        {street && <p>{street}</p>}
        {place && <p>{place}</p>}
        <p>
          <bdi dir="ltr">{groupPhone(address.phone)}</bdi>
        </p>
        {address.email && <p>{address.email}</p>}
        {address.note && <p className="text-neutral-600">{address.note}</p>}
      </address>
    </section>
  );
}
