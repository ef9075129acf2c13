import { routes } from '@storefront/contracts/routes';
import { ChevronLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useCustomer } from '../../features/accounts/index.ts';
import { AddressBook, AddressBookSkeleton, useAddresses } from '../../features/addresses/index.ts';
import { isLoggingOut, useSession } from '../../features/sessions/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { PageSkeleton } from '../layout/page-skeleton.tsx';

const loginForThisPage = `${routes.login}?${new URLSearchParams({ returnTo: routes.accountAddresses })}`;

/**
 * /account/addresses: a logged-in customer's address book (the addresses feature), a new address
 * starting with the account's name and phone (the accounts feature): the page joins the two.
 * Anyone else is sent to log in and brought back here, as on /account/info; a staff member
 * impersonating a customer counts as that customer (spec 6).
 */
export default function AccountAddressesPage() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    // Logging out clears the session before the page reloads at /: do not flash the login page.
    return isLoggingOut() ? <PageSkeleton /> : <Navigate to={loginForThisPage} replace />;
  }
  return <AccountAddresses />;
}

function AccountAddresses() {
  const { t } = useTranslation();
  const customer = useCustomer({ enabled: true });
  // The list is asked for beside the customer, not after: the book waits for the customer only
  // so that a new address always starts with the account's name and phone.
  useAddresses();
  useDocumentTitle(t('addresses.book.title'), { withShopName: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <nav aria-label={t('accountInfo.title')} className="mb-4 text-sm">
        <Link
          to={routes.accountInfo}
          className="inline-flex items-center gap-1 font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('header.myAccount')}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t('addresses.book.title')}
      </h1>
      <p className="mt-1 text-neutral-700">{t('addresses.book.intro')}</p>
      <div className="mt-6">
        {customer.isPending ? (
          <AddressBookSkeleton />
        ) : (
          <AddressBook
            prefill={{ fullName: customer.data?.displayName, phone: customer.data?.phone }}
          />
        )}
      </div>
    </div>
  );
}
