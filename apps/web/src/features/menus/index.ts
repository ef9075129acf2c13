/**
 * Menus (API module `menus`): menu trees (items a guest may not see left out), the desktop and
 * slide-in menus, and MenuLink for a menu item wherever it is shown.
 */

export { menuQueryOptions, useMenu } from './api/get-menu.ts';
export { menuItemsQueryOptions } from './api/get-menu-items.ts';
export { DesktopMenu } from './components/desktop-menu.tsx';
export { MenuLink } from './components/menu-link.tsx';
export { loadMobileMenuDialog, MobileMenu } from './components/mobile-menu.tsx';
export { useMenuTree } from './hooks/use-menu-tree.ts';
export type { MenuNode } from './menu-tree.ts';
export { prefetchMenus } from './prefetch.ts';
