import type { Permission } from '@storefront/contracts/staff';
import type { ReactNode } from 'react';
import { NotAllowed } from '../shared/ui/not-allowed.tsx';
import { useCan } from './staff-context.tsx';

/** A page that needs a permission: its content, or the not-allowed page naming what it needs. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  return useCan(permission) ? children : <NotAllowed permission={permission} />;
}

/** Draws its children only with the permission (save buttons, bulk actions). */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}
