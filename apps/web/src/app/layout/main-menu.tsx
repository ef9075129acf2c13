import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { DesktopMenu } from '../../features/menus/components/desktop-menu.tsx';
import { MobileMenu } from '../../features/menus/components/mobile-menu.tsx';
import { useMenuTree } from '../../features/menus/hooks/use-menu-tree.ts';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { useThemeConfig } from '../../features/theme/api/get-theme-config.ts';

/**
 * The theme's main menu (spec 2): links on wide screens, a slide-in panel below 1024 px.
 * CSS decides which one is visible, so the same tree serves both.
 */
export function MainMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const { data: theme } = useThemeConfig();
  const { isLoggedIn } = useSession();
  const { tree, isPending } = useMenuTree(theme?.main_menu, !isLoggedIn);

  if (variant === 'mobile') return <MobileMenu tree={tree} />;
  if (isPending) return <MenuSkeleton />;
  return <DesktopMenu tree={tree} label={t('header.mainMenu')} />;
}

function MenuSkeleton() {
  return (
    <div aria-hidden className="flex h-10 items-center gap-3">
      {[64, 56, 72, 60, 80].map((width) => (
        <span key={width} className="h-4 animate-pulse rounded bg-neutral-200" style={{ width }} />
      ))}
    </div>
  );
}
