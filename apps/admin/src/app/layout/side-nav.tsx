import { NavLink } from 'react-router';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { visibleNavItems } from './nav-items.ts';

/** The start-side navigation: the sections this staff member may see. */
export function SideNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { t } = useI18n();
  const { permissions } = useStaff();
  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-sm font-medium ${
      isActive
        ? 'bg-white text-neutral-900 shadow-xs ring-1 ring-neutral-200'
        : 'text-neutral-700 hover:bg-neutral-200/70 hover:text-neutral-900'
    }`;
  return (
    <nav id={id} aria-label={t('nav.label')}>
      <ul className="space-y-0.5">
        <li>
          <NavLink to="/" end className={link} onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {visibleNavItems(permissions).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={link} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
