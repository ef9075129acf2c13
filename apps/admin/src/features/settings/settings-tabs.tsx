import { NavLink } from 'react-router';
import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';

/** Shipping | Payments | Theme: the settings pages, one link each (the current one marked). */
export function SettingsTabs() {
  const { t } = useI18n();
  const link = ({ isActive }: { isActive: boolean }) =>
    `-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${
      isActive
        ? 'border-primary-strong text-neutral-900'
        : 'border-transparent text-neutral-600 hover:text-neutral-900'
    }`;
  return (
    <nav aria-label={t('settings.sections')} className="mb-4 border-b border-neutral-200">
      <ul className="flex gap-2">
        <li>
          <NavLink to="/settings/shipping" className={link}>
            {t('shipping.title')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/settings/payments" className={link}>
            {t('payments.title')}
          </NavLink>
        </li>
        <Can permission="content.manage">
          <li>
            <NavLink to="/settings/theme" className={link}>
              {t('settings.theme')}
            </NavLink>
          </li>
        </Can>
      </ul>
    </nav>
  );
}
