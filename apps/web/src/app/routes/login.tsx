import { routes } from '@storefront/contracts/routes';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard, LoginForm, useReturnTo } from '../../features/accounts/index.ts';
import { useSession } from '../../features/sessions/index.ts';
import { textLinkClass } from '../../lib/forms/styles.ts';
import { showToast } from '../../lib/toast.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * Spec 2 /login (spec 4 session): on success the visitor goes back where they came from
 * (`?returnTo=`, a path of this shop) or home. Someone already logged in goes to their account.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { isLoggedIn } = useSession();
  const { data: theme } = useThemeConfig();
  // Decided on arrival: logging in on this page must not trip it (the form navigates itself).
  const [arrivedLoggedIn] = useState(isLoggedIn);

  if (arrivedLoggedIn) return <Navigate to={routes.accountInfo} replace />;

  const registerLink = theme?.can_register ? (
    <p>
      {t('login.noAccount', { shop: theme.title })}{' '}
      <Link
        to={returnTo ? `${routes.register}?${new URLSearchParams({ returnTo })}` : routes.register}
        className={textLinkClass}
      >
        {t('login.createAccount')}
      </Link>
    </p>
  ) : null;

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {registerLink}
          {/* A guest's orders have no account to log in to: they are found by number and email. */}
          <p className={registerLink ? 'mt-3' : undefined}>
            {t('orders.track.guestPrompt')}{' '}
            <Link to={routes.trackOrder} className={textLinkClass}>
              {t('orders.track.link')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm
        onSignedIn={() => {
          void showToast('success', t('login.welcome'));
          navigate(returnTo ?? routes.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
