import { routes } from '@storefront/contracts/routes';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { CustomerPicker } from '../../features/impersonation/index.ts';
import { useIsStaff, useSession } from '../../features/sessions/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/** Where a staff member who signs in comes back to. */
const signInAsStaff = `${routes.login}?returnTo=${routes.staff}`;

/**
 * /staff (ours; spec 1: a staff member browses as a customer): find a customer and start an
 * impersonation. Only for a signed-in staff account; while impersonating, the search waits for
 * the current session to be finished (its calls would carry the customer's token).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('impersonation.staff.title'), { withShopName: true });
  const isStaff = useIsStaff();
  const { isImpersonating } = useSession();

  if (!isStaff) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">
          {t('impersonation.staff.onlyStaff')}
        </h1>
        <p className="mt-3 text-neutral-700">{t('impersonation.staff.onlyStaffBody')}</p>
        <Link
          to={signInAsStaff}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary-strong px-6 py-3 font-semibold text-white hover:brightness-90"
        >
          <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('impersonation.staff.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
        {t('impersonation.staff.title')}
      </h1>
      <p className="mt-3 max-w-prose text-neutral-700">{t('impersonation.staff.intro')}</p>
      {isImpersonating ? (
        <p className="mt-8 rounded-xl bg-amber-100 p-4 text-amber-950">
          {t('impersonation.staff.busy')}
        </p>
      ) : (
        <CustomerPicker />
      )}
    </div>
  );
}
