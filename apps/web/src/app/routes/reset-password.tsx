import { isApiError } from '@storefront/client/api-error';
import type { ResetPasswordQuery } from '@storefront/contracts/accounts';
import { routes } from '@storefront/contracts/routes';
import { LinkIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AuthCard,
  ResetPasswordForm,
  resetLinkSchema,
  useResetLink,
} from '../../features/accounts/index.ts';
import { isolate } from '../../lib/forms/bidi.ts';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../lib/forms/styles.ts';
import { showToast } from '../../lib/toast.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /reset-password?email=&token= (the link in the reset email). The link is checked first (GET
 * account/reset-password); a link that is incomplete, expired or spent says so and offers a new
 * one; a good one asks for the new password, then sends the shopper to log in with it.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const link = useMemo<ResetPasswordQuery | null>(() => {
    const parsed = resetLinkSchema.safeParse({ email: email ?? '', token: token ?? '' });
    return parsed.success ? parsed.data : null;
  }, [email, token]);
  const check = useResetLink(link);

  // A link that cannot be right, or that the server refuses (4xx): ask for a new one.
  if (!link || (check.isError && isRefusal(check.error))) return <InvalidLink />;

  if (check.isError) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <FormAlert
          message={
            isApiError(check.error) && check.error.code === 'network_error'
              ? t('app.offline')
              : t('errors.generic')
          }
        >
          <button
            type="button"
            onClick={() => void check.refetch()}
            className={`${secondaryButtonClass} mt-3`}
          >
            {t('app.error.retry')}
          </button>
        </FormAlert>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <p role="status" className="flex items-center gap-2 text-neutral-700">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-neutral-300 border-t-primary-strong"
          />
          {t('resetPassword.checking')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('resetPassword.title')}
      intro={t('resetPassword.intro', { email: isolate(link.email) })}
    >
      <ResetPasswordForm
        link={link}
        onReset={() => {
          void showToast('success', t('resetPassword.done'));
          navigate(routes.login, { replace: true });
        }}
      />
    </AuthCard>
  );
}

/** The server looked at the link and said no (4xx), as opposed to not answering at all. */
const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('resetPassword.invalidTitle')}>
      <div className="space-y-6">
        <div className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900">
          <LinkIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{t('resetPassword.invalidBody')}</p>
        </div>
        <Link to={routes.forgotPassword} className={`${primaryButtonClass} w-full`}>
          {t('resetPassword.requestNew')}
        </Link>
      </div>
    </AuthCard>
  );
}
