import { DesktopMenu, MobileMenu, useMenuTree } from '../../features/menus/index.ts';
import { useSession } from '../../features/sessions/index.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

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
