import { Link } from 'react-router';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { cardClass } from '../../shared/ui/styles.ts';

/** /admin/settings (settings.manage): the settings pages, a card each (the theme's with content.manage). */
export default function SettingsPage() {
  const { t } = useI18n();
  const theme = useCan('content.manage');
  const sections = [
    { to: '/settings/shipping', title: t('shipping.title'), text: t('shipping.card') },
    { to: '/settings/payments', title: t('payments.title'), text: t('payments.card') },
    ...(theme
      ? [{ to: '/settings/theme', title: t('settings.theme'), text: t('theme.card') }]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className={`${cardClass} block h-full p-4 hover:border-neutral-300 hover:shadow-sm`}
            >
              <h2 className="font-semibold text-primary-strong">{section.title}</h2>
              <p className="mt-1 text-sm text-neutral-600">{section.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
