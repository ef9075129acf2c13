import { clearSession } from '@storefront/client/storage';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isForbidden, LoadFailed, Loading } from '../shared/ui/query-status.tsx';
import { useAdminMe } from './api/get-admin-me.ts';
import { useHasSession } from './session.ts';
import { StaffContext } from './staff-context.tsx';

/** The login page's reason for showing itself: a customer's account signed in. */
export const NOT_STAFF_REASON = 'not-staff';

/**
 * Everything below /admin but the sign-in page: no session → /login?next=…; a token that is not
 * staff's (admin/me answers 403) → its tokens are forgotten and the sign-in page says why.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = useHasSession();
  const me = useAdminMe(signedIn);
  const notStaff = isForbidden(me.error);

  useEffect(() => {
    if (notStaff) clearSession();
  }, [notStaff]);

  if (!signedIn || notStaff) {
    const next = `${location.pathname}${location.search}`;
    const query = new URLSearchParams();
    if (next !== '/') query.set('next', next);
    if (notStaff) query.set('reason', NOT_STAFF_REASON);
    const search = query.toString();
    return <Navigate to={`/login${search ? `?${search}` : ''}`} replace />;
  }
  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed error={me.error} retry={() => void me.refetch()} />;
  return <StaffContext value={me.data}>{children}</StaffContext>;
}
