import type { AdminCustomerListItem } from '@storefront/contracts/admin-customers';
import { groupPhone } from '@storefront/contracts/phone-format';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { linkClass, tdClass } from '../../shared/ui/styles.ts';
import { CustomerStatusBadge } from './customer-status-badge.tsx';

/** Columns a phone leaves out (it folds their text under the customer, or on the page). */
export const WIDE_ONLY = 'hidden md:table-cell';

/** An email, left to right inside Arabic text, broken anywhere rather than overflowing. */
export function Email({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="break-all">
      {email}
    </bdi>
  );
}

/** A phone number as people read it, left to right inside Arabic text. */
export function Phone({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {groupPhone(phone)}
    </bdi>
  );
}

export function CustomerRow({ customer }: { customer: AdminCustomerListItem }) {
  const { t, lang } = useI18n();
  return (
    <tr>
      <td className={tdClass}>
        <Link to={`/customers/${customer.id}`} className={`${linkClass} break-words`}>
          {customer.name || customer.email || t('customers.noName')}
        </Link>
        {/* A phone folds the email and the phone number under the name. */}
        {customer.email && (
          <span className="mt-0.5 block text-xs text-neutral-600 md:hidden">
            <Email email={customer.email} />
          </span>
        )}
        {customer.phone && (
          <span className="block text-xs text-neutral-600 md:hidden">
            <Phone phone={customer.phone} />
          </span>
        )}
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>
        {customer.email ? <Email email={customer.email} /> : '—'}
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>
        {customer.phone ? <Phone phone={customer.phone} /> : '—'}
      </td>
      <td className={`${tdClass} ${WIDE_ONLY} tabular-nums`}>{customer.orders}</td>
      <td className={`${tdClass} tabular-nums`}>
        <Amount fils={customer.spent} />
        <span className="block text-xs text-neutral-600 md:hidden">
          {t('customers.ordersCount', { count: customer.orders })}
        </span>
      </td>
      <td className={`${tdClass} ${WIDE_ONLY} whitespace-nowrap`}>
        {customer.lastOrderAt
          ? formatDateTime(customer.lastOrderAt, lang)
          : t('customers.noOrders')}
      </td>
      <td className={tdClass}>
        <CustomerStatusBadge status={customer.status} />
      </td>
    </tr>
  );
}
