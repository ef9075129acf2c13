import { routes } from '@storefront/contracts/routes';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard, ForgotPasswordForm } from '../../features/accounts/index.ts';
import { isolate } from '../../lib/forms/bidi.ts';
import { textLinkClass } from '../../lib/forms/styles.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /forgot-password: asks for a reset link. The confirmation is the same whether or not the
 * email has an account (the API does not say either), so the page cannot be used to find out.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  const backToLogin = (
    <Link to={routes.login} className={`${textLinkClass} inline-flex items-center gap-1.5`}>
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('forgotPassword.backToLogin')}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgotPassword.sentTitle')} footer={backToLogin}>
        <SentConfirmation
          email={sentTo}
          onTryAgain={() => {
            setLastEmail(sentTo);
            setSentTo(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      intro={t('forgotPassword.intro')}
      footer={backToLogin}
    >
      <ForgotPasswordForm defaultEmail={lastEmail} onSent={setSentTo} />
    </AuthCard>
  );
}

function SentConfirmation({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  const { t } = useTranslation();
  const message = useRef<HTMLDivElement>(null);
  // The form has gone: take focus to what replaced it, so it is read out.
  useEffect(() => {
    message.current?.focus();
  }, []);

  return (
    <div ref={message} tabIndex={-1} className="space-y-4 outline-none">
      <div className="flex items-start gap-3 rounded-2xl bg-primary/10 p-4">
        <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-strong" />
        <p className="text-neutral-800">{t('forgotPassword.sent', { email: isolate(email) })}</p>
      </div>
      <p className="text-sm text-neutral-600">{t('forgotPassword.notReceived')}</p>
      <button type="button" onClick={onTryAgain} className={`${textLinkClass} text-sm`}>
        {t('forgotPassword.tryAnother')}
      </button>
    </div>
  );
}
