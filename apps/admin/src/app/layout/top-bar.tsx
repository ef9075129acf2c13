import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOut } from '../../auth/sign-out.ts';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ShopName } from './shop-name.tsx';

/** The bar along the top: the menu button (narrow screens), the shop, language, who, sign out. */
export function TopBar({
  menuOpen,
  onToggleMenu,
  menuId,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}) {
  const { t, lang } = useI18n();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 bg-neutral-900 px-3 text-white sm:px-4">
      <button
        type="button"
        className="inline-flex items-center rounded-md border border-white/30 px-2.5 py-1 text-sm font-medium lg:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {t('nav.menu')}
      </button>
      <ShopName className="text-white" />
      <div className="ms-auto flex items-center gap-3">
        <LanguageSwitch tone="dark" />
        <p className="hidden text-end text-xs leading-tight sm:block">
          <span className="block font-medium">{staff.displayName}</span>
          <span className="block text-neutral-300">
            {(lang === 'ar' && staff.roleName.ar) || staff.roleName.en}
          </span>
        </p>
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut(queryClient);
          }}
          className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-white hover:bg-white/10"
        >
          {t('nav.signOut')}
        </button>
      </div>
    </header>
  );
}
