import type { Permission } from '@storefront/contracts/staff';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { linkClass } from './styles.ts';

/**
 * What a page shows when the signed-in staff member may not see it: a route they lack the
 * permission for, or any 403 the API answers on the page. Never a blank page or a redirect.
 */
export function NotAllowed({ permission }: { permission?: Permission | undefined }) {
  const { t } = useI18n();
  useDocumentTitle(t('notAllowed.title'));
  return (
    <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg py-12 text-center">
      <h1 id="not-allowed-title" className="text-xl font-semibold text-neutral-900">
        {t('notAllowed.title')}
      </h1>
      <p className="mt-2 text-neutral-700">{t('notAllowed.body')}</p>
      {permission && (
        <p className="mt-2 text-sm text-neutral-600">
          {t('notAllowed.needs')} <code className="rounded bg-neutral-100 px-1">{permission}</code>{' '}
          ({t(`permission.${permission}`)})
        </p>
      )}
      <p className="mt-6">
        <Link to="/" className={linkClass}>
          {t('notAllowed.home')}
        </Link>
      </p>
    </section>
  );
}
