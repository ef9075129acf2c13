import { Menu } from '@base-ui/react/menu';
import { routes } from '@storefront/contracts/routes';
import { LogIn, LogOut, MapPin, UserRound, UserRoundPlus, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { logout, useIsStaff, useSession } from '../../features/sessions/index.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { iconButtonClass } from './styles.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm text-neutral-800 outline-none select-none data-highlighted:bg-neutral-100 data-highlighted:text-neutral-950';

/**
 * Spec 2 user menu: signed in, My account, My addresses and Log out; otherwise Register (when
 * the theme allows registration) and Log in. A staff member who is not impersonating also gets
 * "Browse as a customer" (the staff page, spec 1), and Log out even after a customer session
 * ended (the tab is a guest then, spec 4, but the staff member is still signed in). Opens as soon
 * as it mounts: it replaces the placeholder on click.
 */
export default function UserMenuPopup() {
  const { t } = useTranslation();
  const { isLoggedIn, isImpersonating } = useSession();
  const isStaff = useIsStaff();
  const { data: theme } = useThemeConfig();
  const canRegister = theme?.can_register ?? false;

  return (
    <Menu.Root defaultOpen modal={false}>
      <Menu.Trigger className={iconButtonClass}>
        <UserRound aria-hidden className="size-6" />
        <span className="sr-only">{t('header.userMenu')}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={8} align="end" className="z-50 outline-none">
          <Menu.Popup className="min-w-48 origin-(--transform-origin) rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg outline-none transition-[scale,opacity] duration-150 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
            {isStaff && !isImpersonating && (
              <Menu.LinkItem closeOnClick className={itemClass} render={<Link to={routes.staff} />}>
                <UserRoundSearch aria-hidden className="size-4" />
                {t('impersonation.menuLink')}
              </Menu.LinkItem>
            )}
            {isLoggedIn ? (
              <>
                <Menu.LinkItem
                  closeOnClick
                  className={itemClass}
                  render={<Link to={routes.accountInfo} />}
                >
                  <UserRound aria-hidden className="size-4" />
                  {t('header.myAccount')}
                </Menu.LinkItem>
                <Menu.LinkItem
                  closeOnClick
                  className={itemClass}
                  render={<Link to={routes.accountAddresses} />}
                >
                  <MapPin aria-hidden className="size-4" />
                  {t('addresses.book.link')}
                </Menu.LinkItem>
                <Menu.Item className={itemClass} onClick={logout}>
                  <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('header.logout')}
                </Menu.Item>
              </>
            ) : isStaff ? (
              // A staff member whose customer session just ended (spec 4 marks the tab a guest):
              // still signed in as staff, so no Register or Log in, but a way out.
              <Menu.Item className={itemClass} onClick={logout}>
                <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
                {t('header.logout')}
              </Menu.Item>
            ) : (
              <>
                {canRegister && (
                  <Menu.LinkItem
                    closeOnClick
                    className={itemClass}
                    render={<Link to={routes.register} />}
                  >
                    <UserRoundPlus aria-hidden className="size-4" />
                    {t('header.register')}
                  </Menu.LinkItem>
                )}
                <Menu.LinkItem
                  closeOnClick
                  className={itemClass}
                  render={<Link to={routes.login} />}
                >
                  <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('header.login')}
                </Menu.LinkItem>
              </>
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
