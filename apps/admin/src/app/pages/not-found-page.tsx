import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { linkClass } from '../../shared/ui/styles.ts';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p className="text-sm text-neutral-700">{t('notFound.body')}</p>
      <p className="mt-4">
        <Link to="/" className={linkClass}>
          {t('notAllowed.home')}
        </Link>
      </p>
    </>
  );
}
