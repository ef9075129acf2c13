import { Link } from 'react-router';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { visibleNavItems } from '../layout/nav-items.ts';

/** /admin: a greeting and the sections this staff member may open. */
export function HomePage() {
  const { t } = useI18n();
  const staff = useStaff();
  const items = visibleNavItems(staff.permissions);
  return (
    <>
      <PageHeader title={t('home.title')} />
      <p className="mb-4 text-sm text-neutral-700">
        {t('home.greeting', { name: staff.displayName })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`${cardClass} block h-full p-4 hover:border-neutral-300 hover:shadow-sm`}
            >
              <h2 className="font-semibold text-primary-strong">{t(item.label)}</h2>
              <p className="mt-1 text-sm text-neutral-600">{t(item.description)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
