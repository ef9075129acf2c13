import { isApiError } from '@storefront/client/api-error';
import type { AdminCustomer } from '@storefront/contracts/admin-customers';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/pages/not-found-page.tsx';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { DetailCard, Fact } from '../../shared/ui/detail-card.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { useCustomer } from './api/get-customer.ts';
import { BrowseAsCustomer } from './browse-as-customer.tsx';
import { CustomerAccount } from './customer-account.tsx';
import { CustomerAddresses } from './customer-addresses.tsx';
import { CustomerNotes } from './customer-notes.tsx';
import { CustomerOrders } from './customer-orders.tsx';
import { Email, Phone } from './customer-row.tsx';
import { CustomerStatusBadge } from './customer-status-badge.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/customers/:id (customers.read): the customer, their orders, addresses and notes. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const customer = useCustomer(valid ? id : '');
  if (!valid || (isApiError(customer.error) && customer.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (customer.isError) {
    return (
      <LoadFailed
        error={customer.error}
        permission="customers.read"
        retry={() => void customer.refetch()}
      />
    );
  }
  if (!customer.data) return <Loading />;
  return <CustomerView detail={customer.data} />;
}

function CustomerView({ detail }: { detail: AdminCustomer }) {
  const { t, lang } = useI18n();
  const canImpersonate = useCan('impersonate');
  const { customer } = detail;
  const name = customer.name || customer.email || t('customers.noName');

  return (
    <>
      <p className="mb-2 text-sm">
        {/* On the page's grey, the shop's colour is too faint for small text: dark, underlined. */}
        <Link
          to="/customers"
          className="font-medium text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
        >
          {t('customer.back')}
        </Link>
      </p>
      <PageHeader title={name} />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        <CustomerStatusBadge status={customer.status} />
        <span>{t('customer.joined', { date: formatDateTime(customer.joinedAt, lang) })}</span>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <DetailCard id="customer-profile" title={t('customer.profile')}>
            <dl>
              <Fact term={t('customer.name')}>{customer.name || t('customer.none')}</Fact>
              <Fact term={t('customer.email')}>
                {customer.email ? <Email email={customer.email} /> : t('customer.none')}
              </Fact>
              <Fact term={t('customer.phone')}>
                {customer.phone ? (
                  <>
                    <Phone phone={customer.phone} />{' '}
                    <span className="text-xs text-neutral-600">
                      (
                      {customer.phoneVerified
                        ? t('customer.phoneVerified')
                        : t('customer.phoneUnverified')}
                      )
                    </span>
                  </>
                ) : (
                  t('customer.none')
                )}
              </Fact>
              <Fact term={t('customer.orders')}>
                <span className="tabular-nums">{customer.orders}</span>
              </Fact>
              <Fact term={t('customer.spent')}>
                <Amount fils={customer.spent} />
              </Fact>
              <Fact term={t('customer.lastOrder')}>
                {customer.lastOrderAt
                  ? formatDateTime(customer.lastOrderAt, lang)
                  : t('customers.noOrders')}
              </Fact>
            </dl>
            <p className="mt-2 text-xs text-neutral-600">{t('customer.spentHint')}</p>
          </DetailCard>
          <DetailCard id="customer-orders" title={t('customer.ordersTitle')}>
            <CustomerOrders orders={detail.orders} count={customer.orders} />
          </DetailCard>
          <DetailCard id="customer-addresses" title={t('customer.addresses')}>
            <CustomerAddresses addresses={detail.addresses} />
          </DetailCard>
        </div>

        <div className="space-y-4">
          <DetailCard id="customer-account" title={t('customer.account')}>
            <CustomerAccount customer={customer} name={name} />
            {canImpersonate && (
              <div className="mt-4 border-t border-neutral-200 pt-3">
                <BrowseAsCustomer customerId={customer.id} />
              </div>
            )}
          </DetailCard>
          <DetailCard id="customer-notes" title={t('customer.notes')}>
            <CustomerNotes customerId={customer.id} notes={detail.notes} />
          </DetailCard>
        </div>
      </div>
    </>
  );
}
