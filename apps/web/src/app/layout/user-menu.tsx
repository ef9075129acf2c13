import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { iconButtonClass } from './styles.ts';

const loadPopup = () => import('./user-menu-popup.tsx');
const UserMenuPopup = lazy(loadPopup);

/**
 * The user menu (spec 2). Until first used it is a plain button, so Base UI's menu is not part
 * of the first page load; hovering or focusing it fetches the code, clicking opens the real menu.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const prefetch = () => {
    void loadPopup();
  };

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setActive(true)}
      className={iconButtonClass}
    >
      <UserRound aria-hidden className="size-6" />
      <span className="sr-only">{t('header.userMenu')}</span>
    </button>
  );

  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuPopup />
    </Suspense>
  );
}
