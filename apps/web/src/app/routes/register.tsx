import { routes } from '@storefront/contracts/routes';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthCard, RegisterForm, useReturnTo } from '../../features/accounts/index.ts';
import { useSession } from '../../features/sessions/index.ts';
import { textLinkClass } from '../../lib/forms/styles.ts';
import { showToast } from '../../lib/toast.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { PageSkeleton } from '../layout/page-skeleton.tsx';
import NotFoundPage from './not-found.tsx';

/**
 * Spec 2 /register, reachable only when the theme enables registration (spec 9 CanRegister);
 * otherwise it is the not-found page. A guest who registers keeps their cart and wishlist.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  // A guest who just ordered comes with the order's email (router state, never the URL: an
  // address in a URL ends up in logs and histories).
  const { state } = useLocation();
  const email = typeof state?.email === 'string' ? state.email : '';
  const { isLoggedIn } = useSession();
  const { data: theme, isPending, isError, error } = useThemeConfig();
  // Decided on arrival: registering on this page must not trip it (the form navigates itself).
  const [arrivedLoggedIn] = useState(isLoggedIn);

  if (isError) throw error;
  if (isPending) return <PageSkeleton />;
  if (!theme.can_register) return <NotFoundPage />;
  if (arrivedLoggedIn) return <Navigate to={routes.accountInfo} replace />;

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link
            to={returnTo ? `${routes.login}?${new URLSearchParams({ returnTo })}` : routes.login}
            className={textLinkClass}
          >
            {t('register.login')}
          </Link>
        </p>
      }
    >
      <RegisterForm
        email={email}
        onRegistered={(name) => {
          void showToast('success', t('register.welcome', { name }));
          navigate(returnTo ?? routes.accountInfo, { replace: true });
        }}
      />
    </AuthCard>
  );
}
