import type { AdminMe, Permission } from '@storefront/contracts/staff';
import { createContext, useContext } from 'react';

/** The signed-in staff member, for everything inside the shell. */
export const StaffContext = createContext<AdminMe | null>(null);

export function useStaff(): AdminMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in shell');
  return staff;
}

/** Whether the signed-in staff member has a permission (write buttons are not drawn without). */
export function useCan(permission: Permission): boolean {
  return useStaff().permissions.includes(permission);
}
