import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../app/layout/language-switch.tsx';
import { ShopName } from '../app/layout/shop-name.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useAdminMe } from './api/get-admin-me.ts';
import { LoginForm } from './login-form.tsx';
import { NOT_STAFF_REASON } from './require-staff.tsx';
import { safeNext } from './safe-next.ts';
import { useHasSession } from './session.ts';

/** /admin/login: back to `next` once signed in as staff. */
export default function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t('login.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const signedIn = useHasSession();
  const me = useAdminMe(signedIn);
  if (signedIn && me.data) return <Navigate to={next} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-neutral-100">
      <header className="flex items-center justify-between gap-3 px-4 py-3">
        <ShopName />
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 sm:pt-16">
        <div className="w-full max-w-sm rounded-lg border border-neutral-200 bg-white p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-neutral-900">{t('login.title')}</h1>
          <p className="mt-1 mb-5 text-sm text-neutral-600">{t('login.intro')}</p>
          <LoginForm
            notStaff={params.get('reason') === NOT_STAFF_REASON}
            onSignedIn={() => navigate(next, { replace: true })}
          />
        </div>
      </main>
    </div>
  );
}
