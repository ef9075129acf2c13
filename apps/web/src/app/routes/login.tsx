import { routes } from '@storefront/contracts/routes';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../features/account/components/auth-card.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { useReturnTo } from '../../features/account/hooks/use-return-to.ts';
import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { useThemeConfig } from '../../features/theme/api/get-theme-config.ts';
import { textLinkClass } from '../../lib/forms/styles.ts';

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
    <AuthCard title={t('login.title')} intro={t('login.intro')} footer={registerLink}>
      <LoginForm
        onSignedIn={() => {
          navigate(returnTo ?? routes.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
