import { routes } from '@storefront/contracts/routes';
import { LogOut, MapPin, Package } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ChangePasswordForm, ProfileForm, useCustomer } from '../../features/accounts/index.ts';
import { isLoggingOut, logout, useSession } from '../../features/sessions/index.ts';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { secondaryButtonClass } from '../../lib/forms/styles.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { PageSkeleton } from '../layout/page-skeleton.tsx';

const loginForThisPage = `${routes.login}?${new URLSearchParams({ returnTo: routes.accountInfo })}`;

/**
 * Spec 2 /account/info: a logged-in customer's profile (view and edit) and password change.
 * Anyone else is sent to log in and brought back here. A staff member impersonating a customer
 * counts as that customer (spec 6).
 */
export default function AccountInfoPage() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    // Logging out clears the session before the page reloads at /: do not flash the login page.
    return isLoggingOut() ? <PageSkeleton /> : <Navigate to={loginForThisPage} replace />;
  }
  return <AccountInfo />;
}

function AccountInfo() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountInfo.title'), { withShopName: true });
  const customer = useCustomer({ enabled: true });
  const [loggingOut, setLoggingOut] = useState(false);
  const name = customer.data?.displayName;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
            {t('accountInfo.title')}
          </h1>
          {name && <p className="mt-1 text-neutral-700">{t('accountInfo.greeting', { name })}</p>}
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <Link
              to={routes.orders}
              className="inline-flex items-center gap-1.5 font-semibold text-primary-strong underline-offset-4 hover:underline"
            >
              <Package aria-hidden className="size-4" />
              {t('orders.history.link')}
            </Link>
            <Link
              to={routes.accountAddresses}
              className="inline-flex items-center gap-1.5 font-semibold text-primary-strong underline-offset-4 hover:underline"
            >
              <MapPin aria-hidden className="size-4" />
              {t('addresses.book.link')}
            </Link>
          </div>
        </div>
        <button
          type="button"
          aria-disabled={loggingOut || undefined}
          onClick={() => {
            if (loggingOut) return;
            setLoggingOut(true);
            void logout();
          }}
          className={secondaryButtonClass}
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          {loggingOut ? t('accountInfo.loggingOut') : t('accountInfo.logout')}
        </button>
      </div>

      <div className="mt-8 space-y-6">
        {customer.isPending ? (
          <AccountSkeleton />
        ) : customer.isError ? (
          <FormAlert message={t('accountInfo.loadError')}>
            <button
              type="button"
              onClick={() => void customer.refetch()}
              className={`${secondaryButtonClass} mt-3`}
            >
              {t('app.error.retry')}
            </button>
          </FormAlert>
        ) : (
          <>
            <AccountSection
              title={t('accountInfo.profile.title')}
              intro={t('accountInfo.profile.intro')}
            >
              <ProfileForm key={customer.data.userId} customer={customer.data} />
            </AccountSection>
            <AccountSection
              title={t('accountInfo.password.title')}
              intro={t('accountInfo.password.intro')}
            >
              <ChangePasswordForm email={customer.data.email} />
            </AccountSection>
          </>
        )}
      </div>
    </div>
  );
}

function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-neutral-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{intro}</p>
      <div className="mt-6 max-w-md">{children}</div>
    </section>
  );
}

function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-3xl border border-neutral-200 p-5 sm:p-8">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="max-w-md animate-pulse space-y-5">
        <div className="h-6 w-48 rounded bg-neutral-200" />
        {[1, 2, 3].map((n) => (
          <div key={n} className="space-y-2">
            <div className="h-4 w-24 rounded bg-neutral-200" />
            <div className="h-11 rounded-xl bg-neutral-100" />
          </div>
        ))}
        <div className="h-12 w-36 rounded-full bg-neutral-200" />
      </div>
    </div>
  );
}
