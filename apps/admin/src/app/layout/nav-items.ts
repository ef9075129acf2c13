import type { Permission } from '@storefront/contracts/staff';
import type { AdminKey } from '../../i18n/en.ts';

export interface NavItem {
  to: string;
  label: AdminKey;
  description: AdminKey;
  permission: Permission;
}

/** The sections, in the navigation's order; an item shows only with its permission. */
export const navItems: readonly NavItem[] = [
  { to: '/orders', label: 'nav.orders', description: 'home.orders', permission: 'orders.read' },
  {
    to: '/customers',
    label: 'nav.customers',
    description: 'home.customers',
    permission: 'customers.read',
  },
  {
    to: '/products',
    label: 'nav.products',
    description: 'home.products',
    permission: 'catalogue.read',
  },
  {
    to: '/categories',
    label: 'nav.categories',
    description: 'home.categories',
    permission: 'catalogue.read',
  },
  { to: '/brands', label: 'nav.brands', description: 'home.brands', permission: 'catalogue.read' },
  {
    to: '/imports',
    label: 'nav.imports',
    description: 'home.imports',
    permission: 'catalogue.write',
  },
  {
    to: '/promotions',
    label: 'nav.promotions',
    description: 'home.promotions',
    permission: 'promotions.manage',
  },
  {
    to: '/settings',
    label: 'nav.settings',
    description: 'home.settings',
    permission: 'settings.manage',
  },
  { to: '/menus', label: 'nav.menus', description: 'home.menus', permission: 'content.manage' },
  { to: '/pages', label: 'nav.pages', description: 'home.pages', permission: 'content.manage' },
  {
    to: '/home',
    label: 'nav.homeSections',
    description: 'home.homeSections',
    permission: 'content.manage',
  },
  {
    to: '/translations',
    label: 'nav.translations',
    description: 'home.translations',
    permission: 'content.manage',
  },
  { to: '/staff', label: 'nav.staff', description: 'home.staff', permission: 'staff.manage' },
  { to: '/audit', label: 'nav.audit', description: 'home.audit', permission: 'audit.read' },
];

export const visibleNavItems = (permissions: readonly Permission[]) =>
  navItems.filter((item) => permissions.includes(item.permission));
